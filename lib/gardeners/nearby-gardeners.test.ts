import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { makeFriendship, makeUser } from "@/db/factories";
import type { Viewer } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { locationColumns, resolvePlace } from "@/lib/places";
import { invoke } from "@/lib/use-case";
import { nearbyGardeners } from "./nearby-gardeners";
import { testViewer } from "@/test/viewer";

const as = (u: { id: number; username: string }): Viewer => testViewer(testViewer({ id: u.id, username: u.username, sessionId: "test" }));

/** A gardener placed like a profile save places them (the ZIP's centroid plus their fixed offset). */
async function gardenerIn(zip: string | null, city = "Portland", state = "OR") {
  const u = await makeUser(db(), { city, state, zipCode: zip });
  if (zip) await db().update(schema.users).set(locationColumns(resolvePlace({ city, state, postcode: zip }), u.id, env().AUTH_SECRET)).where(eq(schema.users.id, u.id));
  return u;
}

describe("nearbyGardeners", () => {
  it("gardeners within 50 km as buckets, nearest bucket first; never the far, the blocked either way, the suspended or oneself", async () => {
    const me = await gardenerIn("97214");
    const [near, nearToo, far, blocked, blocker, suspended, nowhere] = await Promise.all([
      gardenerIn("97215"),
      gardenerIn("97005", "Beaverton"),
      gardenerIn("98103", "Seattle", "WA"),
      gardenerIn("97215"),
      gardenerIn("97215"),
      gardenerIn("97215"),
      gardenerIn(null),
    ]);
    await makeFriendship(db(), near.id, me.id, "pending");
    await db().insert(schema.blocks).values([
      { blockerId: me.id, blockedId: blocked.id },
      { blockerId: blocker.id, blockedId: me.id },
    ]);
    await db().update(schema.users).set({ suspendedUntil: new Date(Date.now() + 86_400_000) }).where(eq(schema.users.id, suspended.id));

    const res = await invoke(nearbyGardeners, as(me), {});
    expect(res.has_location).toBe(true);
    const ids = res.gardeners.map((g) => g.id);
    expect(ids).toContain(near.id);
    expect(ids).toContain(nearToo.id);
    for (const hidden of [me, far, blocked, blocker, suspended, nowhere]) expect(ids).not.toContain(hidden.id);
    // Mount Tabor is a few miles from Buckman, Beaverton further: buckets, in that order, with the relation.
    const byId = new Map(res.gardeners.map((g) => [g.id, g]));
    expect(byId.get(near.id)).toMatchObject({ status: "pending", direction: "incoming", distance_bucket: expect.stringMatching(/^(under 1 mile|about \d+ miles?)$/) });
    expect(ids.indexOf(near.id)).toBeLessThan(ids.indexOf(nearToo.id));
    // Only what a public profile shows, and a bucket: no coordinates, no numbers of distance.
    expect(Object.keys(byId.get(near.id)!).sort()).toEqual(["city", "direction", "distance_bucket", "id", "profile_picture", "request_id", "requester_id", "state", "status", "username"]);
  });

  it("without a place on the profile there is nothing to measure from; anonymous callers are refused", async () => {
    const me = await gardenerIn(null);
    await gardenerIn("97215");
    expect(await invoke(nearbyGardeners, as(me), {})).toEqual({ has_location: false, gardeners: [] });
    await expect(invoke(nearbyGardeners, null, {})).rejects.toMatchObject({ kind: "unauthorized" });
  });
});

describe("which gardeners 'Near you' picks (issue 29)", () => {
  it("inside a bucket, by name: the twelve shown are not the twelve nearest", async () => {
    const me = await gardenerIn("97266");
    const others = [];
    for (let i = 0; i < 62; i++) others.push(await gardenerIn("97266"));
    const chord = async (id: number) => {
      const [r] = await db().execute<{ c: number }>(sql`select (a.loc <-> b.loc) as c from users a, users b where a.id = ${me.id} and b.id = ${id}`).then((x) => (x as unknown as { rows?: { c: number }[] }).rows ?? (x as unknown as { c: number }[]));
      return Number(r.c);
    };
    const dist = new Map<number, number>();
    for (const o of others) dist.set(o.id, await chord(o.id));
    expect([...dist.values()].every((c) => c < 2000)).toBe(true); // one bucket: "under 1 mile"
    // Farthest first by name: the first names alphabetically are the farthest gardeners.
    const t = Date.now().toString(36);
    const byFar = [...others].sort((a, b) => dist.get(b.id)! - dist.get(a.id)!);
    for (const [i, o] of byFar.entries()) await db().update(schema.users).set({ username: `nb${t}_${String(i).padStart(2, "0")}` }).where(eq(schema.users.id, o.id));
    const res = await invoke(nearbyGardeners, as(me), {});
    expect(res.gardeners.map((g) => g.id)).toEqual(byFar.slice(0, 12).map((o) => o.id));
  });
});
