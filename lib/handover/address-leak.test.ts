import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { makeFriendship, makeMessage } from "@/db/factories";
import { GET as listingGET } from "@/app/api/listings/[id]/route";
import { GET as listingsGET } from "@/app/api/listings/route";
import { GET as notificationsGET } from "@/app/api/notifications/route";
import { GET as tradesGET } from "@/app/api/trades/route";
import { GET as withGET } from "@/app/api/trades/with/[user_id]/route";
import { GET as tradeProfileGET } from "@/app/api/users/[id]/trades/route";
import { resetLimits } from "@/lib/rate-limit";
import { createListing } from "@/lib/listings/create-listing";
import { completeListing } from "@/lib/trades/complete-listing";
import { confirmTrade } from "@/lib/trades/confirm-trade";
import { releaseListing } from "@/lib/trades/release-listing";
import { reserveListing } from "@/lib/trades/reserve-listing";
import { tradesOf } from "@/lib/trades/trade-records";
import { invoke } from "@/lib/use-case";
import { createUser, params, req, type TestUser } from "@/test/http";
import { testViewer } from "@/test/viewer";
import { watchSideChannels } from "@/test/side-channels";
import { addressLines } from "@/lib/trades/post-address";
import { setHandover } from "./set-handover";

/**
 * Issue 36's address rule, checked on every door's output: a receiver's postal address (a unique
 * street) reaches the giver of a trade sent by post while it is open (reserved, sent), and nobody
 * else at any time — not anonymous, a stranger, the giver's friend, not a doorstep trade, not after it
 * arrived or was released — and no notification, push payload, e-mail, socket or domain event.
 */
const STREET = `${Math.floor(Math.random() * 900 + 100)} Quince-${Math.random().toString(36).slice(2)} Lane`;
const as = (u: { id: number }) => testViewer({ id: u.id });
const sideChannels = watchSideChannels();

beforeEach(() => resetLimits());

const text = async (r: Response) => `${r.status} ${await r.text()}`;

/** Everything `who` (null: anonymous) can read about the listing, its owner and the receiver through the doors. */
async function doorsFor(who: TestUser | null, listingId: number, ownerId: number, receiverId: number): Promise<string> {
  const token = who?.token;
  const out = [
    await text(await listingGET(req(`/api/listings/${listingId}`, { token }), params({ id: String(listingId) }))),
    await text(await listingsGET(req(`/api/listings/`, { token }))),
    await text(await tradeProfileGET(req(`/api/users/${receiverId}/trades`, { token }), params({ id: String(receiverId) }))),
  ];
  if (who) {
    out.push(await text(await notificationsGET(req(`/api/notifications`, { token }))));
    out.push(await text(await tradesGET(req(`/api/trades`, { token }))));
    for (const other of [ownerId, receiverId].filter((id) => id !== who.id))
      out.push(await text(await withGET(req(`/api/trades/with/${other}`, { token }), params({ user_id: String(other) }))));
  }
  return out.join("\n");
}

describe("the receiver's postal address (seeds by post)", () => {
  it("reaches only the giver, only while a trade by post is open", { timeout: 120_000 }, async () => {
    const [giver, receiver, stranger, friend] = await Promise.all([createUser(), createUser(), createUser(), createUser()]);
    await db().update(schema.users).set({ address: STREET, apt: "Flat 2", city: "Leeds", state: "West Yorkshire", zipCode: "LS6 2AB" }).where(eq(schema.users.id, receiver.id));
    await makeFriendship(db(), giver.id, friend.id);
    await makeMessage(db(), receiver.id, giver.id, "May I have some of the beans?");
    await makeMessage(db(), stranger.id, giver.id, "Hello");
    const listing = await invoke(createListing, as(giver), { title: "Borlotti bean seeds", description: "Saved this autumn", type_id: "3", price: "0", category_id: "2", is_public: "true" } as never);
    const handover = await invoke(setHandover, as(giver), { id: listing.id, mode: "post", windows: [], postage_only: true });
    expect(handover).toMatchObject({ mode: "post", postage_only: true });

    const others = [null, stranger, friend] as const;
    const check = async (phase: string) => {
      for (const who of others) expect({ phase, who: who?.username ?? "anonymous", leaked: (await doorsFor(who, listing.id, giver.id, receiver.id)).includes(STREET) }).toMatchObject({ leaked: false });
    };
    const giverSees = async () => (await doorsFor(giver, listing.id, giver.id, receiver.id)).includes(STREET);
    await check("offered");
    expect(await giverSees()).toBe(false);

    // Accepted: reserved for the receiver; the giver's trade carries the envelope's lines.
    await invoke(reserveListing, as(giver), { id: listing.id, user_id: receiver.id });
    const [mine] = await tradesOf(as(giver), { listingId: listing.id });
    expect(mine).toMatchObject({ by_post: true, post_to: ["Test Gardener", `${STREET}, Flat 2`, "Leeds, West Yorkshire LS6 2AB"] });
    const [theirs] = await tradesOf(as(receiver), { listingId: listing.id });
    expect(theirs.by_post).toBe(true);
    expect(theirs).not.toHaveProperty("post_to");
    expect(await giverSees()).toBe(true);
    await check("reserved");

    // Released: gone.
    await invoke(releaseListing, as(giver), { id: listing.id, reason: "changed_mind" });
    expect(await giverSees()).toBe(false);
    await check("released");

    // Reserved again and sent (still open): the giver still sees it; received: gone for good.
    await invoke(reserveListing, as(giver), { id: listing.id, user_id: receiver.id });
    await invoke(completeListing, as(giver), { id: listing.id, user_id: receiver.id });
    expect(await giverSees()).toBe(true);
    await check("sent");
    await invoke(confirmTrade, as(receiver), { id: listing.id, received: true });
    expect(await giverSees()).toBe(false);
    await check("received");
    expect(await sideChannels()).not.toContain(STREET);
  });

  it("a doorstep trade never carries it, and a receiver without an address is null (ask in the chat)", async () => {
    const [giver, receiver] = await Promise.all([createUser(), createUser()]);
    await db().update(schema.users).set({ address: STREET, city: "Leeds" }).where(eq(schema.users.id, receiver.id));
    await makeMessage(db(), receiver.id, giver.id, "Hello");
    const seeds = await invoke(createListing, as(giver), { title: "Kale seeds", type_id: "3", price: "0", category_id: "2", is_public: "true" } as never);
    await invoke(setHandover, as(giver), { id: seeds.id, mode: "doorstep", spot: "Porch", windows: [] });
    await invoke(reserveListing, as(giver), { id: seeds.id, user_id: receiver.id });
    const [doorstep] = await tradesOf(as(giver), { listingId: seeds.id });
    expect(doorstep.by_post).toBe(false);
    expect(doorstep).not.toHaveProperty("post_to");

    await db().update(schema.users).set({ address: null }).where(eq(schema.users.id, receiver.id));
    await invoke(setHandover, as(giver), { id: seeds.id, mode: "post", windows: [] });
    const [posted] = await tradesOf(as(giver), { listingId: seeds.id });
    expect(posted.post_to).toBeNull();
  });

  it("postage only is for post; the envelope needs a street and a town", async () => {
    const giver = await createUser();
    const seeds = await invoke(createListing, as(giver), { title: "Chard seeds", type_id: "3", price: "0", category_id: "2", is_public: "true" } as never);
    await expect(invoke(setHandover, as(giver), { id: seeds.id, mode: "doorstep", spot: "Porch", windows: [], postage_only: true })).rejects.toMatchObject({ kind: "invalid", message: "Postage only is for seeds sent by post" });
    expect(await db().select().from(schema.listingHandovers).where(eq(schema.listingHandovers.listingId, seeds.id))).toEqual([]);
    const u = { first: "Ann", last: "Lee", address: "1 Elm Row", apt: null, city: "Leeds", state: null, zip: "LS6" };
    expect(addressLines(u)).toEqual(["Ann Lee", "1 Elm Row", "Leeds LS6"]);
    expect(addressLines({ ...u, address: " " })).toBeNull();
    expect(addressLines({ ...u, city: null, zip: null })).toBeNull();
  });
});
