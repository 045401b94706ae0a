import { describe, expect, it } from "vitest";
import { baseSecurityHeaders, documentCacheControl, hasSessionCookie, pageCsp } from "./headers";

describe("security headers", () => {
  it("sets the base set everywhere, HSTS only behind https", () => {
    const http = baseSecurityHeaders("http://localhost:3000");
    expect(http).toMatchObject({ "X-Content-Type-Options": "nosniff", "Referrer-Policy": "strict-origin-when-cross-origin", "X-Frame-Options": "DENY" });
    expect(http["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(http["Permissions-Policy"]).toContain("microphone=()");
    expect(http["Strict-Transport-Security"]).toBeUndefined();
    expect(baseSecurityHeaders("https://gardenswap.example")["Strict-Transport-Security"]).toMatch(/^max-age=\d+/);
  });

  it("allows page scripts only by nonce, never eval or inline in production, and no framing", () => {
    const csp = pageCsp("abc123", { dev: false, https: true });
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("upgrade-insecure-requests");
    expect(pageCsp("x", { dev: true, https: false })).toContain("'unsafe-eval'");
  });
});

describe("documentCacheControl (decision 0135)", () => {
  const anon = (url: string, extra: Partial<Parameters<typeof documentCacheControl>[0]> = {}) => documentCacheControl({ method: "GET", url, ...extra }, 200);

  it.each(["/", "/login", "/register", "/forgot-password", "/listings", "/listings?tab=public&q=tomato", "/listings/13", "/seller/5", "/crops/tomato"])(
    "an anonymous visitor's public page %s may stay in their browser only, revalidated",
    (url) => expect(anon(url)).toBe("private, no-cache"),
  );

  it.each(["/reset-password?token=abc", "/unsubscribe?token=abc", "/listing-reminder?token=abc", "/my-listings", "/messages", "/listings/new", "/listings/13/edit", "/moderation", "/dev/outbox", "/offline"])(
    "%s keeps Next's no-store (token links, signed-in and other pages)",
    (url) => expect(anon(url)).toBeNull(),
  );

  it.each([
    "next-auth.session-token=abc",
    "a=1; next-auth.session-token=abc",
    "__Secure-next-auth.session-token=abc",
    "next-auth.session-token.0=abc",
  ])("any session cookie (%s), valid or not, keeps no-store", (cookie) => {
    expect(anon("/listings", { cookie })).toBeNull();
    expect(anon("/", { cookie })).toBeNull();
  });

  it("a bearer token, a POST and an error status keep no-store", () => {
    expect(anon("/listings", { authorization: "Bearer x" })).toBeNull();
    expect(documentCacheControl({ method: "POST", url: "/login" }, 200)).toBeNull();
    expect(documentCacheControl({ method: "GET", url: "/listings/999999" }, 404)).toBeNull();
    expect(documentCacheControl({ method: "GET", url: "/listings" }, 500)).toBeNull();
  });

  it("other cookies alone do not count as signed in", () => {
    expect(hasSessionCookie("theme=dark; next-auth.csrf-token=x")).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });
});
