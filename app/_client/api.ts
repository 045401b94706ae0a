"use client";

/** What the spec's client reads from an error answer: detail string, or a list of {msg}. */
export function errorDetail(body: unknown, fallback: string): string {
  const detail = (body as { detail?: unknown })?.detail;
  if (typeof detail === "string") return detail;
  if (Array.isArray(detail)) return detail.map((d) => (d as { msg?: string }).msg).filter(Boolean).join("\n") || fallback;
  const message = (body as { message?: unknown })?.message;
  return typeof message === "string" ? message : fallback;
}

// Set when the gardener logs out on purpose: a request still in flight then answers 401, and going
// to /login?next=<this page> would fight the logout's own redirect to /login.
let signingOut = false;
export const markSigningOut = () => {
  signingOut = true;
};

/** SPEC §4: any 401 ends the browser's session (the cookie is cleared) and goes to /login. */
export async function handleUnauthorized() {
  if (signingOut) return;
  await fetch("/api/auth/logout", { method: "POST" }).catch(() => {});
  // A full load on purpose: a 401 must drop every piece of client state of the old session.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign(`/login?next=${encodeURIComponent(window.location.pathname + window.location.search)}`);
}

/** fetch for /api calls from the browser: JSON in and out, 401 handled once for everyone. */
export async function apiFetch<T = unknown>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<{ ok: boolean; status: number; body: T }> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set("content-type", "application/json");
  const res = await fetch(path.startsWith("/") ? path : `/api/${path}`, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body });
  if (res.status === 401) void handleUnauthorized();
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* a raw string body stays a string */
  }
  return { ok: res.ok, status: res.status, body: body as T };
}
