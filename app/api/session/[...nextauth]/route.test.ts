/**
 * next-auth's credentials callback is a way to log in like any other (issue 29, M4): it spends the
 * same per-IP count as POST /api/auth/login and meets the same brake, and a refusal is a 429 with
 * Retry-After. next-auth reads Next's `headers()`/`cookies()` itself (a CommonJS require), so the
 * test stands in for them on that module object, as Next would for a real request.
 */
import { createRequire } from "node:module";
import { NextRequest } from "next/server";
import { afterAll, describe, expect, it, vi } from "vitest";
import { POST as loginPOST } from "@/app/api/auth/login/route";
import { TOO_MANY_ATTEMPTS } from "@/lib/auth/login-throttle";
import { RATE_LIMITED } from "@/lib/rate-limit";
import { createUser, req } from "@/test/http";
import { GET, POST } from "./route";

const nextHeaders = createRequire(import.meta.url)("next/headers") as { headers: () => unknown; cookies: () => unknown };
let current = new Headers();
const jar = new Map<string, string>();
const spies = [
  vi.spyOn(nextHeaders, "headers").mockImplementation(async () => current),
  vi.spyOn(nextHeaders, "cookies").mockImplementation(async () => ({ getAll: () => [...jar].map(([name, value]) => ({ name, value })) })),
];
afterAll(() => spies.forEach((s) => s.mockRestore()));

const base = "http://localhost:3000/api/session";

/** One next-auth call as the browser makes it: its cookies kept, the caller's address as server.ts sets it. */
async function call(path: string, ip: string, form?: Record<string, string>) {
  const nextauth = path.split("/");
  current = new Headers({ "x-gardenswap-ip": ip, cookie: [...jar].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ") });
  if (form) current.set("content-type", "application/x-www-form-urlencoded");
  const request = new NextRequest(`${base}/${path}`, { method: form ? "POST" : "GET", headers: current, body: form ? new URLSearchParams(form).toString() : undefined });
  const res = await (form ? POST : GET)(request, { params: Promise.resolve({ nextauth }) });
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(";");
    const i = pair.indexOf("=");
    jar.set(pair.slice(0, i), decodeURIComponent(pair.slice(i + 1)));
  }
  return res;
}

async function credentials(ip: string, email: string, password: string) {
  const { csrfToken } = (await (await call("csrf", ip)).json()) as { csrfToken: string };
  return call("callback/credentials", ip, { email, password, csrfToken, json: "true" });
}

describe("POST /api/session/callback/credentials", () => {
  it("logs in with the right password (a session cookie)", async () => {
    const u = await createUser();
    jar.clear();
    const res = await credentials("198.51.100.40", u.email, u.password);
    expect(res.status).toBe(200);
    expect([...jar.keys()].some((k) => /session-token/.test(k))).toBe(true);
  });

  it("shares the 30-a-minute per-IP login count with /api/auth/login: the 31st wrong password is a 429, on either door", async () => {
    const ip = "198.51.100.41";
    for (let i = 0; i < 30; i++) {
      const res = await credentials(ip, `nobody-${i}@example.com`, "wrong-password");
      expect(res.status).toBe(401);
    }
    const refused = await credentials(ip, "nobody-31@example.com", "wrong-password");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ detail: RATE_LIMITED });
    // The callback's attempts counted against the API's login too.
    const u = await createUser();
    const api = await loginPOST(req("/api/auth/login", { form: { username: u.email, password: u.password }, headers: { "x-gardenswap-ip": ip } }));
    expect(api.status).toBe(429);
    // Another address is unaffected.
    expect((await credentials("198.51.100.42", u.email, u.password)).status).toBe(200);
  });

  it("counts the API's attempts against the callback as well", async () => {
    const ip = "198.51.100.43";
    for (let i = 0; i < 30; i++) {
      const res = await loginPOST(req("/api/auth/login", { form: { username: `none-${i}@example.com`, password: "wrong-password" }, headers: { "x-gardenswap-ip": ip } }));
      expect(res.status).toBe(401);
    }
    const u = await createUser();
    expect((await credentials(ip, u.email, u.password)).status).toBe(429);
  });

  it("meets the per-account brake: 10 wrong passwords from one address, then that address is refused with 429", async () => {
    const u = await createUser();
    const ip = "198.51.100.44";
    for (let i = 0; i < 10; i++) expect((await credentials(ip, u.email, `wrong-${i}-password`)).status).toBe(401);
    const refused = await credentials(ip, u.email, u.password);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ detail: TOO_MANY_ATTEMPTS });
  });
});
