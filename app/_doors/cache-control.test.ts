import { describe, expect, it } from "vitest";
import { GET as profile } from "@/app/api/auth/profile/route";
import { GET as suggest } from "@/app/api/crops/suggest/route";
import { GET as listing } from "@/app/api/listings/[id]/route";
import { GET as listings } from "@/app/api/listings/route";
import { GET as myNotifications } from "@/app/api/notifications/route";
import { GET as trades } from "@/app/api/users/[id]/trades/route";
import { createUser, params, req } from "@/test/http";
import { ANONYMOUS_CACHE, SIGNED_IN_CACHE } from "./http";

/**
 * Route-handler JSON says how it may be cached (security review L9): whatever a signed-in caller
 * receives is `private, no-store`, by Bearer token or by cookie, answers and errors alike; anonymous
 * answers are `no-cache`; a route that chose its own policy keeps it.
 */
describe("Cache-Control of route-handler answers", () => {
  it("signed-in JSON is private, no-store (Bearer or cookie; success or error)", async () => {
    const u = await createUser();
    const cookie = { cookie: `next-auth.session-token=${u.token}` };
    const answers = [
      await profile(req("/api/auth/profile", { token: u.token })),
      await profile(req("/api/auth/profile", { headers: cookie })),
      await trades(req(`/api/users/${u.id}/trades`, { token: u.token }), params({ id: String(u.id) })),
      await listings(req("/api/listings/?mine=true", { token: u.token })),
      await myNotifications(req("/api/notifications", { token: u.token })),
      await listing(req("/api/listings/999999", { token: u.token }), params({ id: "999999" })),
      await listings(req("/api/listings/?limit=0", { token: u.token })),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 404, 422]);
    for (const r of answers) expect(r.headers.get("cache-control")).toBe(SIGNED_IN_CACHE);
  });

  it("anonymous answers get an explicit no-cache; a route's own policy stays", async () => {
    const anonymous = [await listings(req("/api/listings/?public=true")), await profile(req("/api/auth/profile"))];
    expect(anonymous.map((r) => r.status)).toEqual([200, 401]);
    for (const r of anonymous) expect(r.headers.get("cache-control")).toBe(ANONYMOUS_CACHE);
    const own = await suggest(req("/api/crops/suggest?q=tom"));
    expect(own.headers.get("cache-control")).toBe("public, max-age=3600");
  });
});
