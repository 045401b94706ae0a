import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { makeListing, makeMessage } from "@/db/factories";
import { POST as releasePOST } from "@/app/api/listings/[id]/release/route";
import { POST as disputePOST } from "@/app/api/trades/[id]/dispute/route";
import { GET as disputesGET } from "@/app/api/moderation/disputes/route";
import { POST as decidePOST } from "@/app/api/moderation/disputes/[id]/route";
import { blockPair } from "@/lib/blocks";
import { invoke } from "@/lib/use-case";
import { createUser, params, req, type TestUser } from "@/test/http";
import { testViewer } from "@/test/viewer";
import { listTrades } from "./list-trades";
import { reliabilityFor } from "./reliability";
import { reserveListing } from "./reserve-listing";

/** Issue 32: release says why; released trades stay in My trades for both; a no-show may be disputed once. */
const as = (u: { id: number }) => testViewer({ id: u.id });
const json = async (res: Response) => [res.status, res.status === 204 ? null : await res.json()] as const;
const release = (u: TestUser | null, id: number, body?: unknown) => releasePOST(req(`/api/listings/${id}/release`, { method: "POST", token: u?.token, json: body }), params({ id: String(id) })).then(json);
const dispute = (u: TestUser | null, id: number, body: unknown = {}) => disputePOST(req(`/api/trades/${id}/dispute`, { token: u?.token, json: body }), params({ id: String(id) })).then(json);
const decide = (u: TestUser | null, id: number, body: unknown) => decidePOST(req(`/api/moderation/disputes/${id}`, { token: u?.token, json: body }), params({ id: String(id) })).then(json);
const desk = (u: TestUser | null) => disputesGET(req(`/api/moderation/disputes`, { token: u?.token }), params({})).then(json);
const tradesOfListing = (listingId: number) => db().select().from(schema.trades).where(eq(schema.trades.listingId, listingId)).orderBy(schema.trades.id);
const listingRow = async (id: number) => (await db().select().from(schema.listings).where(eq(schema.listings.id, id)))[0];

async function reserved(title = "Raspberries") {
  const [owner, taker] = await Promise.all([createUser(), createUser()]);
  const listing = await makeListing(db(), owner.id, { title });
  await makeMessage(db(), taker.id, owner.id, "Could I have them?");
  await invoke(reserveListing, as(owner), { id: listing.id, user_id: taker.id });
  return { owner, taker, listing };
}
async function moderator() {
  const m = await createUser();
  await db().update(schema.users).set({ role: "moderator" }).where(eq(schema.users.id, m.id));
  return m;
}

describe("POST /api/listings/{id}/release {reason}", () => {
  it("records who released, why and when; the trade stays in My trades for both with 'Released: didn't show up'", async () => {
    const { owner, taker, listing } = await reserved();
    expect(await release(owner, listing.id, { reason: "no_show" })).toEqual([200, { id: listing.id, state_id: 1 }]);
    const [t] = await tradesOfListing(listing.id);
    expect(t).toMatchObject({ state: "released", releasedBy: owner.id, releaseReason: "no_show" });
    expect(t.releasedAt).toBeInstanceOf(Date);
    for (const who of [owner, taker]) {
      const [mine] = await invoke(listTrades, as(who), {});
      expect(mine).toMatchObject({ id: t.id, state: "released", release: { reason: "no_show", text: "Released: didn't show up", dispute: null } });
      expect((await invoke(listTrades, as(who), { status: "done" })).map((x) => x.id)).toContain(t.id);
    }
  });

  it("the reason is optional (existing callers keep working): 'Released'", async () => {
    const { owner, taker, listing } = await reserved();
    expect(await release(owner, listing.id)).toEqual([200, { id: listing.id, state_id: 1 }]);
    const [mine] = await invoke(listTrades, as(taker), {});
    expect(mine.release).toEqual({ at: expect.any(String), reason: null, text: "Released", dispute: null });
  });

  it("moving a reservation to another gardener says 'gave it to someone else' to the first", async () => {
    const { owner, taker, listing } = await reserved();
    const other = await createUser();
    await makeMessage(db(), other.id, owner.id, "Me too?");
    await invoke(reserveListing, as(owner), { id: listing.id, user_id: other.id });
    const [mine] = await invoke(listTrades, as(taker), {});
    expect(mine).toMatchObject({ state: "released", release: { reason: "someone_else", text: "Released: given to someone else" } });
  });

  it("an unknown reason is 422 {detail}; the wrong side (anonymous, taker, stranger, blocked) is refused; nothing changes", async () => {
    const { owner, taker, listing } = await reserved();
    const stranger = await createUser();
    const before = { listing: await listingRow(listing.id), trades: await tradesOfListing(listing.id) };
    const [status, body] = await release(owner, listing.id, { reason: "bored" });
    expect(status).toBe(422);
    expect(JSON.stringify(body.detail)).toMatch(/reason is one of no_show, cancelled, changed_mind, someone_else/);
    expect((await release(owner, listing.id, { reason: 3 }))[0]).toBe(422);
    expect((await release(null, listing.id, { reason: "no_show" }))[0]).toBe(401);
    expect(await release(taker, listing.id, { reason: "no_show" })).toEqual([403, { detail: "Only the owner can do this" }]);
    expect(await release(stranger, listing.id, { reason: "no_show" })).toEqual([403, { detail: "Only the owner can do this" }]);
    await blockPair(owner.id, stranger.id);
    expect(await release(stranger, listing.id, { reason: "no_show" })).toEqual([404, { detail: "Listing not found" }]);
    // A suspended owner's token stops working: 401, still reserved.
    await db().update(schema.users).set({ suspendedUntil: new Date(Date.now() + 86_400_000) }).where(eq(schema.users.id, owner.id));
    expect((await release(owner, listing.id, { reason: "no_show" }))[0]).toBe(401);
    expect({ listing: await listingRow(listing.id), trades: await tradesOfListing(listing.id) }).toEqual(before);
  });
});

describe("POST /api/trades/{id}/dispute and the moderators' decision", () => {
  it("the taker disputes a no-show once; a moderator drops it and it no longer counts", { timeout: 60_000 }, async () => {
    const { owner, taker, listing } = await reserved();
    await release(owner, listing.id, { reason: "no_show" });
    const [t] = await tradesOfListing(listing.id);
    expect(await dispute(taker, t.id, { note: "I came at 6 as agreed, nobody answered" })).toEqual([200, { id: t.id, dispute_state: "open" }]);
    expect(await dispute(taker, t.id, { note: "again" })).toEqual([409, { detail: "You have already disputed this no-show" }]);
    const mod = await moderator();
    const [, open] = await desk(mod);
    expect(open).toContainEqual(expect.objectContaining({ id: t.id, note: "I came at 6 as agreed, nobody answered", taker: { id: taker.id, username: taker.username } }));
    expect(await decide(mod, t.id, { decision: "drop", reason: "The owner was away" })).toEqual([200, { id: t.id, dispute_state: "dropped" }]);
    expect(await decide(mod, t.id, { decision: "uphold", reason: "Changed my mind" })).toEqual([409, { detail: "This dispute was already decided" }]);
    const audit = await db().select().from(schema.moderationActions).where(eq(schema.moderationActions.targetId, t.id));
    expect(audit.map((a) => [a.action, a.subjectUserId])).toContainEqual(["drop_dispute", taker.id]);
    expect((await desk(mod))[1].map((d: { id: number }) => d.id)).not.toContain(t.id);
  });

  it("wrong side: anonymous 401; the giver, a stranger, a trade not released as a no-show → 404; non-moderators cannot see or decide; nothing changes", { timeout: 60_000 }, async () => {
    const { owner, taker, listing } = await reserved();
    await release(owner, listing.id, { reason: "cancelled" });
    const [cancelled] = await tradesOfListing(listing.id);
    expect(await dispute(taker, cancelled.id)).toEqual([404, { detail: "Trade not found" }]);
    const second = await reserved("Plums");
    await release(second.owner, second.listing.id, { reason: "no_show" });
    const [noShow] = await tradesOfListing(second.listing.id);
    const stranger = await createUser();
    expect((await dispute(null, noShow.id))[0]).toBe(401);
    expect(await dispute(second.owner, noShow.id)).toEqual([404, { detail: "Trade not found" }]);
    expect(await dispute(stranger, noShow.id)).toEqual([404, { detail: "Trade not found" }]);
    expect(await dispute(second.taker, 999_999)).toEqual([404, { detail: "Trade not found" }]);
    expect((await dispute(second.taker, noShow.id, { note: "x".repeat(501) }))[0]).toBe(422);
    await db().update(schema.users).set({ suspendedUntil: new Date(Date.now() + 86_400_000) }).where(eq(schema.users.id, second.taker.id));
    expect((await dispute(second.taker, noShow.id, { note: "fine" }))[0]).toBe(401);
    expect((await db().select({ state: schema.trades.disputeState }).from(schema.trades).where(eq(schema.trades.id, noShow.id)))[0].state).toBeNull();
    await db().update(schema.users).set({ suspendedUntil: null }).where(eq(schema.users.id, second.taker.id));
    expect(await dispute(second.taker, noShow.id, { note: "fine" })).toEqual([200, { id: noShow.id, dispute_state: "open" }]);
    for (const who of [null, stranger, second.taker, second.owner]) {
      expect((await desk(who))[0]).toBe(who ? 404 : 401);
      expect((await decide(who, noShow.id, { decision: "drop", reason: "mine" }))[0]).toBe(who ? 404 : 401);
    }
    const mod = await moderator();
    expect((await decide(mod, noShow.id, { decision: "maybe", reason: "x" }))[0]).toBe(422);
    expect((await decide(mod, cancelled.id, { decision: "drop", reason: "x" }))[0]).toBe(404);
    const [row] = await db().select({ state: schema.trades.disputeState }).from(schema.trades).where(eq(schema.trades.id, noShow.id));
    expect(row.state).toBe("open");
    expect((await db().select({ n: sql<number>`count(*)::int` }).from(schema.moderationActions).where(eq(schema.moderationActions.targetId, noShow.id)))[0].n).toBe(0);
    expect(await reliabilityFor(second.taker.id)).toMatchObject({ shown: false });
  });
});
