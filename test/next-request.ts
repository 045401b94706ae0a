import { afterAll, vi } from "vitest";
import { isRedirectError } from "next/dist/client/components/redirect-error";
import { getURLFromRedirectError } from "next/dist/client/components/redirect";
import { nextRequest } from "@/app/_doors/next-request";
import { mintToken, sessionCookieName } from "@/lib/auth/session";

type Stand = {
  /** The request's headers (the client IP arrives as `x-gardenswap-ip`); read at each call. */
  headers?: () => HeadersInit;
  /** The browser's cookies, which actions may set and delete. */
  jar?: Map<string, string>;
};

/**
 * Doors called outside a Next request (server actions, page loaders): the request's headers and a
 * cookie jar stand in for Next's `headers()` and `cookies()`, and `revalidatePath` does nothing.
 * `signIn` puts a real session cookie in the jar. Installed for the rest of the test file (call it
 * at the top) and restored after it: files share their worker's loaded modules (vitest.config.ts),
 * so the next file gets Next's own functions back.
 */
export function outsideNext({ headers = () => ({}), jar = new Map<string, string>() }: Stand = {}) {
  const cookies = {
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    has: (name: string) => jar.has(name),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
  };
  const spies = [
    vi.spyOn(nextRequest, "headers").mockImplementation(async () => new Headers(headers()) as never),
    vi.spyOn(nextRequest, "cookies").mockImplementation(async () => cookies as never),
    vi.spyOn(nextRequest, "revalidatePath").mockImplementation(() => {}),
  ];
  afterAll(() => {
    for (const spy of spies) spy.mockRestore();
  });
  return {
    jar,
    /** Signs `user` in with a real session cookie (as the login action sets it), or signs out (null). */
    async signIn(user: { id: number; username: string; tokenVersion: number } | null) {
      if (user) jar.set(sessionCookieName(), (await mintToken(user)).token);
      else jar.delete(sessionCookieName());
    },
  };
}

/** Where a door's `redirect()` sends the browser, or null if it returned without one (other errors rethrown). */
export async function redirectedTo(p: Promise<unknown>): Promise<string | null> {
  try {
    await p;
  } catch (e) {
    if (isRedirectError(e)) return getURLFromRedirectError(e);
    throw e;
  }
  return null;
}
