import { describe, expect, it } from "vitest";
import { baseSecurityHeaders, pageCsp } from "./headers";

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
