/** Helpers for calling route handlers in-process with real Request objects. */
import { eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { login } from "@/lib/auth";
import { registerAccount } from "@/lib/accounts/register-account";
import { invoke } from "@/lib/use-case";

let counter = 0;

export type TestUser = { id: number; username: string; email: string; password: string; token: string };

/**
 * Registers a user through the domain and logs them in, returning a Bearer token. The address counts
 * as confirmed (as for most gardeners; issue 29) unless `verified: false`.
 */
export async function createUser(
  overrides: Partial<{ username: string; email: string; password: string; first_name: string; last_name: string; verified: boolean }> = {},
): Promise<TestUser> {
  counter += 1;
  const n = `${Date.now().toString(36)}${counter}`;
  const input = {
    username: overrides.username ?? `user_${n}`,
    email: overrides.email ?? `user_${n}@example.com`,
    password: overrides.password ?? "correct-horse-battery",
    first_name: overrides.first_name ?? "Test",
    last_name: overrides.last_name ?? "Gardener",
  };
  const user = await invoke(registerAccount, null, input);
  if (overrides.verified !== false) await db().update(schema.users).set({ emailVerifiedAt: new Date() }).where(eq(schema.users.id, user.id));
  const { access_token } = await login({ email: input.email, password: input.password });
  return { id: user.id, username: user.username, email: input.email, password: input.password, token: access_token };
}

type Init = { method?: string; token?: string | null; json?: unknown; form?: Record<string, string> | FormData; body?: BodyInit; headers?: Record<string, string> };

export function req(path: string, init: Init = {}): Request {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  let body: BodyInit | undefined = init.body;
  if (init.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(init.json);
  } else if (init.form instanceof FormData) {
    body = init.form;
  } else if (init.form) {
    headers.set("content-type", "application/x-www-form-urlencoded");
    body = new URLSearchParams(init.form).toString();
  }
  return new Request(new URL(path, "http://localhost:3000"), { method: init.method ?? (body ? "POST" : "GET"), headers, body });
}

/** The context a dynamic route handler receives. */
export const params = <T extends Record<string, string>>(p: T) => ({ params: Promise.resolve(p) });

/**
 * Makes gardeners established reporters (issue 29): accounts older than the good-standing age, so
 * their reports count towards auto-hide (their addresses are confirmed by createUser already).
 */
export async function inGoodStanding(...users: { id: number }[]) {
  const longAgo = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
  for (const u of users) await db().update(schema.users).set({ createdAt: longAgo, emailVerifiedAt: longAgo }).where(eq(schema.users.id, u.id));
}
