import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { makeFriendship, makeListing, makeMessage } from "@/db/factories";
import { POST as reservePOST } from "@/app/api/listings/[id]/reserve/route";
import { POST as tookPOST } from "@/app/api/listings/[id]/took/route";
import { POST as requestsPOST } from "@/app/api/listings/[id]/requests/route";
import { POST as releasePOST } from "@/app/api/listings/[id]/release/route";
import { POST as completePOST } from "@/app/api/listings/[id]/complete/route";
import { POST as confirmPOST } from "@/app/api/listings/[id]/confirm/route";
import { blockPair } from "@/lib/blocks";
import { resetLimits } from "@/lib/rate-limit";
import { createUser, params, req } from "@/test/http";

/** Issue 36 from the wrong side: every new call refused (4xx) and nothing changed. */
const snapshot = async (listingId: number) => ({
  listing: (await db().select().from(schema.listings).where(eq(schema.listings.id, listingId)))[0],
  trades: await db().select().from(schema.trades).where(eq(schema.trades.listingId, listingId)),
  portions: await db().select().from(schema.listingPortions).where(eq(schema.listingPortions.listingId, listingId)),
});

/** One POST to a listing's call, as "status detail" (the first message of a 422's list). */
const answer = async (handler: typeof reservePOST, path: string, id: number, token: string | null, json: unknown) => {
  const r = await handler(req(`/api/listings/${id}/${path}`, { token, json }), params({ id: String(id) }));
  const detail = ((await r.json().catch(() => ({}))) as { detail?: string | { msg: string }[] }).detail ?? "";
  return `${r.status} ${Array.isArray(detail) ? detail[0].msg : detail}`;
};

const call = (what: "reserve" | "took" | "requests", id: number, token: string | null, json: unknown) =>
  answer({ reserve: reservePOST, took: tookPOST, requests: requestsPOST }[what], what, id, token, json);

describe("gluts from the wrong side", () => {
  it("anonymous, owner for themselves, stranger who cannot see it, blocked, suspended, too much: 4xx and nothing changed", { timeout: 90_000 }, async () => {
    resetLimits();
    const [owner, taker, stranger, blocked, suspended] = await Promise.all([1, 2, 3, 4, 5].map(() => createUser()));
    const friend = await createUser();
    await makeFriendship(db(), owner.id, friend.id);
    for (const u of [taker, blocked, suspended]) await makeMessage(db(), u.id, owner.id, "Some for me?");
    const at = new Date(Date.now() + 3_600_000);
    const base = { title: "Courgettes", quantity: 10, unit: "kg" as const, remaining: 10, maxPerPerson: 2 };
    const reservable = await makeListing(db(), owner.id, base);
    const doorstep = await makeListing(db(), owner.id, { ...base, helpYourself: true });
    const fair = await makeListing(db(), owner.id, { ...base, fairChanceUntil: at });
    const friendsOnly = await makeListing(db(), owner.id, { ...base, isPublic: false, helpYourself: true });
    await blockPair(owner.id, blocked.id);
    await db().update(schema.users).set({ suspendedUntil: new Date(Date.now() + 86_400_000) }).where(eq(schema.users.id, suspended.id));

    const cases: [string, "reserve" | "took" | "requests", number, string | null, unknown, RegExp][] = [
      ["anonymous reserve", "reserve", reservable.id, null, { user_id: taker.id, portion: 1 }, /^401/],
      ["anonymous took", "took", doorstep.id, null, { portion: 1 }, /^401/],
      ["anonymous request", "requests", fair.id, null, { portion: 1 }, /^401/],
      ["owner reserves for themselves", "reserve", reservable.id, owner.token, { user_id: owner.id, portion: 1 }, /^422 It is your own glut/],
      ["owner takes from their own doorstep", "took", doorstep.id, owner.token, { portion: 1 }, /^422 It is your own glut/],
      ["owner asks in their own draw", "requests", fair.id, owner.token, { portion: 1 }, /^422 It is your own glut/],
      ["someone else reserves the owner's glut", "reserve", reservable.id, taker.token, { user_id: stranger.id, portion: 1 }, /^403/],
      ["stranger takes from a friends-only doorstep", "took", friendsOnly.id, stranger.token, { portion: 1 }, /^404 Listing not found/],
      ["stranger asks for a friends-only glut", "requests", friendsOnly.id, stranger.token, { portion: 1 }, /^404 Listing not found/],
      ["stranger reserves a friends-only glut", "reserve", friendsOnly.id, stranger.token, { user_id: taker.id, portion: 1 }, /^404 Listing not found/],
      ["reserved for a gardener never talked to", "reserve", reservable.id, owner.token, { user_id: stranger.id, portion: 1 }, /^422 You can only trade/],
      ["reserved for a blocked gardener", "reserve", reservable.id, owner.token, { user_id: blocked.id, portion: 1 }, /^422 You can only trade/],
      ["blocked takes", "took", doorstep.id, blocked.token, { portion: 1 }, /^404 Listing not found/],
      ["blocked asks", "requests", fair.id, blocked.token, { portion: 1 }, /^404 Listing not found/],
      ["reserved for a suspended gardener", "reserve", reservable.id, owner.token, { user_id: suspended.id, portion: 1 }, /^422 You can only trade/],
      ["suspended takes", "took", doorstep.id, suspended.token, { portion: 1 }, /^(401|403)/],
      ["suspended asks", "requests", fair.id, suspended.token, { portion: 1 }, /^(401|403)/],
      ["portion over max", "reserve", reservable.id, owner.token, { user_id: taker.id, portion: 3 }, /^422 That is more than one gardener may have: up to 2 kg/],
      ["took over max", "took", doorstep.id, taker.token, { portion: 2.5 }, /^422 That is more than/],
      ["asked over max", "requests", fair.id, taker.token, { portion: 2.5 }, /^422 That is more than/],
      ["zero portion", "took", doorstep.id, taker.token, { portion: 0 }, /^422 Portion must be a number greater than 0/],
      ["negative portion", "reserve", reservable.id, owner.token, { user_id: taker.id, portion: -1 }, /^422/],
      ["took from a glut that is not a doorstep", "took", reservable.id, taker.token, { portion: 1 }, /^409 Only a help-yourself doorstep/],
      ["asked where no fair chance is", "requests", doorstep.id, taker.token, { portion: 1 }, /^409 This glut is not gathering requests/],
      ["reserved on a doorstep", "reserve", doorstep.id, owner.token, { user_id: taker.id, portion: 1 }, /^409 A help-yourself doorstep has no reservations/],
    ];
    const before = await Promise.all([reservable, doorstep, fair, friendsOnly].map((l) => snapshot(l.id)));
    for (const [name, what, id, token, json, expected] of cases) {
      resetLimits();
      expect({ name, answer: await call(what, id, token, json) }).toEqual({ name, answer: expect.stringMatching(expected) });
    }
    expect(await Promise.all([reservable, doorstep, fair, friendsOnly].map((l) => snapshot(l.id)))).toEqual(before);

    // More than is left: 409 and nothing more handed out.
    await db().update(schema.listings).set({ remaining: 1 }).where(eq(schema.listings.id, doorstep.id));
    const low = await snapshot(doorstep.id);
    expect(await call("took", doorstep.id, taker.token, { portion: 2 })).toBe("409 Only 1 kg left");
    expect(await snapshot(doorstep.id)).toEqual(low);
  });
});

describe("releasing a portion from the wrong side", () => {
  it("anonymous, the gardener it is reserved for, a stranger, a suspended owner: refused and nothing given back", { timeout: 60_000 }, async () => {
    resetLimits();
    const [owner, taker, stranger] = await Promise.all([1, 2, 3].map(() => createUser()));
    await makeMessage(db(), taker.id, owner.id, "Some for me?");
    const reservable = await makeListing(db(), owner.id, { title: "Courgettes", quantity: 10, unit: "kg", remaining: 10, maxPerPerson: 2 });
    const friendsOnly = await makeListing(db(), owner.id, { title: "Beans", quantity: 4, unit: "kg", remaining: 4, isPublic: false });
    for (const l of [reservable, friendsOnly]) expect(await call("reserve", l.id, owner.token, { user_id: taker.id, portion: 1 })).toMatch(/^200/);
    const release = (id: number, token: string | null, json: unknown) => answer(releasePOST, "release", id, token, json);
    const before = await Promise.all([reservable, friendsOnly].map((l) => snapshot(l.id)));
    const cases: [string, number, string | null, unknown, RegExp][] = [
      ["anonymous", reservable.id, null, { user_id: taker.id }, /^401/],
      ["the gardener it is reserved for", reservable.id, taker.token, { user_id: taker.id }, /^403 Only the owner can do this/],
      ["a stranger on a glut they may see", reservable.id, stranger.token, { user_id: taker.id }, /^403 Only the owner can do this/],
      ["a stranger on a friends-only glut", friendsOnly.id, stranger.token, { user_id: taker.id }, /^404 Listing not found/],
      ["the owner without saying whose", reservable.id, owner.token, {}, /^422 Say whose portion to release: user_id/],
      ["the owner for a gardener with nothing reserved", reservable.id, owner.token, { user_id: stranger.id }, /^409 No portion of this glut is reserved for that gardener/],
      ["a user_id that is not one", reservable.id, owner.token, { user_id: "seven" }, /^422/],
    ];
    for (const [name, id, token, json, expected] of cases) {
      resetLimits();
      expect({ name, answer: await release(id, token, json) }).toEqual({ name, answer: expect.stringMatching(expected) });
    }
    await db().update(schema.users).set({ suspendedUntil: new Date(Date.now() + 86_400_000) }).where(eq(schema.users.id, owner.id));
    expect(await release(reservable.id, owner.token, { user_id: taker.id })).toMatch(/^(401|403)/);
    expect(await Promise.all([reservable, friendsOnly].map((l) => snapshot(l.id)))).toEqual(before);
  });
});

describe("handing over and confirming a portion from the wrong side", () => {
  it("anonymous, the taker, a stranger, another taker, a suspended owner: refused and nothing handed over or confirmed", { timeout: 60_000 }, async () => {
    resetLimits();
    const [owner, taker, other, stranger] = await Promise.all([1, 2, 3, 4].map(() => createUser()));
    for (const u of [taker, other]) await makeMessage(db(), u.id, owner.id, "Some for me?");
    const reservable = await makeListing(db(), owner.id, { title: "Courgettes", quantity: 10, unit: "kg", remaining: 10, maxPerPerson: 2 });
    const friendsOnly = await makeListing(db(), owner.id, { title: "Beans", quantity: 4, unit: "kg", remaining: 4, isPublic: false });
    for (const l of [reservable, friendsOnly]) {
      expect(await call("reserve", l.id, owner.token, { user_id: taker.id, portion: 1 })).toMatch(/^200/);
      expect(await call("reserve", l.id, owner.token, { user_id: other.id, portion: 1 })).toMatch(/^200/);
    }
    // other's portion of the public glut is handed over, waiting for other to confirm.
    expect(await answer(completePOST, "complete", reservable.id, owner.token, { user_id: other.id })).toMatch(/^200/);
    const before = await Promise.all([reservable, friendsOnly].map((l) => snapshot(l.id)));
    const cases: [string, typeof completePOST, string, number, string | null, unknown, RegExp][] = [
      ["anonymous hands over", completePOST, "complete", reservable.id, null, { user_id: taker.id }, /^401/],
      ["the taker hands over to themselves", completePOST, "complete", reservable.id, taker.token, { user_id: taker.id }, /^403 Only the owner can do this/],
      ["a stranger hands over a glut they may see", completePOST, "complete", reservable.id, stranger.token, { user_id: taker.id }, /^403 Only the owner can do this/],
      ["a stranger hands over a friends-only glut", completePOST, "complete", friendsOnly.id, stranger.token, { user_id: taker.id }, /^404 Listing not found/],
      ["the owner without saying to whom", completePOST, "complete", reservable.id, owner.token, { user_id: null }, /^422 Say whose portion you handed over: user_id/],
      ["the owner to a gardener with nothing reserved", completePOST, "complete", reservable.id, owner.token, { user_id: stranger.id }, /^409 No portion of this glut is reserved for that gardener/],
      ["anonymous confirms", confirmPOST, "confirm", reservable.id, null, { received: true }, /^401/],
      ["the taker confirms another's portion", confirmPOST, "confirm", reservable.id, taker.token, { received: true }, /^403 Only the gardener it was given to can confirm/],
      ["the owner confirms", confirmPOST, "confirm", reservable.id, owner.token, { received: false }, /^403 Only the gardener it was given to can confirm/],
      ["a stranger confirms on a friends-only glut", confirmPOST, "confirm", friendsOnly.id, stranger.token, { received: true }, /^404 Listing not found/],
    ];
    for (const [name, handler, path, id, token, json, expected] of cases) {
      resetLimits();
      expect({ name, answer: await answer(handler, path, id, token, json) }).toEqual({ name, answer: expect.stringMatching(expected) });
    }
    await db().update(schema.users).set({ suspendedUntil: new Date(Date.now() + 86_400_000) }).where(eq(schema.users.id, owner.id));
    expect(await answer(completePOST, "complete", reservable.id, owner.token, { user_id: taker.id })).toMatch(/^(401|403)/);
    expect(await Promise.all([reservable, friendsOnly].map((l) => snapshot(l.id)))).toEqual(before);
  });
});
