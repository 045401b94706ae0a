import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/db";
import { makeFriendship, makeMessage, makeWant } from "@/db/factories";
import { GET as listingGET } from "@/app/api/listings/[id]/route";
import { GET as listingsGET } from "@/app/api/listings/route";
import { GET as notificationsGET } from "@/app/api/notifications/route";
import { GET as tradesGET } from "@/app/api/trades/route";
import { GET as withGET } from "@/app/api/trades/with/[user_id]/route";
import { HandoverBlock } from "@/components/handover/handover-block";
import { sendPickupReminders } from "@/lib/notifications/handover-reminders";
import { resetLimits } from "@/lib/rate-limit";
import { getListing } from "@/lib/listings/get-listing";
import { completeListing } from "@/lib/trades/complete-listing";
import { releaseListing } from "@/lib/trades/release-listing";
import { reserveListing } from "@/lib/trades/reserve-listing";
import { setClock } from "@/lib/clock";
import { invoke } from "@/lib/use-case";
import { createListing } from "@/lib/listings/create-listing";
import { createUser, params, req, type TestUser } from "@/test/http";
import { testViewer } from "@/test/viewer";
import { watchSideChannels } from "@/test/side-channels";
import { respondWindow } from "./respond-window";
import { setHandover } from "./set-handover";

/**
 * Issue 32's spot rule, checked on every door's output: a doorstep listing's exact spot (a unique
 * string) appears nowhere a non-reserved viewer can reach — the listing API for anonymous, a stranger
 * and the owner's friend, the listing page's handover block, list and search, the chat's trade panel
 * and My trades, notifications, push payloads, e-mails and socket events — and is there for the
 * reserved gardener only while the trade is open.
 */
const SPOT = `Spot-${Math.random().toString(36).slice(2)}-behind-the-green-shed`;
const as = (u: { id: number }) => testViewer({ id: u.id });
const sideChannels = watchSideChannels();

beforeEach(() => resetLimits());
afterEach(() => setClock(undefined));

const text = async (r: Response) => `${r.status} ${await r.text()}`;

/** Everything `who` (null: anonymous) can read about the listing through the doors. */
async function doorsFor(who: TestUser | null, listingId: number, ownerId: number): Promise<string> {
  const token = who?.token;
  const p = params({ id: String(listingId) });
  const out = [
    await text(await listingGET(req(`/api/listings/${listingId}`, { token }), p)),
    await text(await listingsGET(req(`/api/listings/?q=shed`, { token }))),
    await text(await listingsGET(req(`/api/listings/`, { token }))),
  ];
  const detail = await invoke(getListing, who ? as(who) : null, { id: listingId }).catch(() => null);
  if (detail?.handover) out.push(renderToStaticMarkup(createElement(HandoverBlock, { handover: detail.handover, isOwner: who?.id === ownerId })));
  if (who) {
    out.push(await text(await notificationsGET(req(`/api/notifications`, { token }))));
    out.push(await text(await tradesGET(req(`/api/trades`, { token }))));
    out.push(await text(await withGET(req(`/api/trades/with/${ownerId}`, { token }), params({ user_id: String(ownerId) }))));
  }
  return out.join("\n");
}

describe("the exact pickup spot", () => {
  it("reaches only the reserved gardener while the trade is open", { timeout: 120_000 }, async () => {
    const [owner, taker, stranger, friend, wisher] = await Promise.all([createUser(), createUser(), createUser(), createUser(), createUser()]);
    await makeFriendship(db(), owner.id, friend.id);
    await makeWant(db(), wisher.id, { title: "Courgettes" });
    await makeMessage(db(), taker.id, owner.id, "May I have the courgettes?");
    await makeMessage(db(), stranger.id, owner.id, "Hello");
    const listing = await invoke(createListing, as(owner), { title: "Courgettes behind the shed", description: "Fresh", type_id: "3", price: "0", category_id: "1", is_public: "true" } as never);
    const start = new Date(Date.now() + 30 * 3_600_000);
    start.setUTCMinutes(0, 0, 0);
    const window = { start: start.toISOString(), end: new Date(start.getTime() + 3_600_000).toISOString() };
    await invoke(setHandover, as(owner), { id: listing.id, mode: "doorstep", place: "Elm Row", spot: SPOT, windows: [window] });

    const others = [null, stranger, friend, wisher] as const;
    const check = async (phase: string) => {
      for (const who of others) expect({ phase, who: who?.username ?? "anonymous", leaked: (await doorsFor(who, listing.id, owner.id)).includes(SPOT) }).toMatchObject({ leaked: false });
    };
    await check("offered");
    // The owner sees it (their own words).
    expect(await doorsFor(owner, listing.id, owner.id)).toContain(SPOT);
    expect(await doorsFor(taker, listing.id, owner.id)).not.toContain(SPOT);

    // Reserved with a window, agreed, reminded: the gardener sees it; nobody else, and no notification, push, e-mail or event carries it.
    await invoke(reserveListing, as(owner), { id: listing.id, user_id: taker.id, window });
    await invoke(respondWindow, as(taker), { id: listing.id, action: "accept" });
    setClock(() => new Date(start.getTime() - 3_600_000));
    await sendPickupReminders();
    setClock(undefined);
    expect(await doorsFor(taker, listing.id, owner.id)).toContain(SPOT);
    await check("reserved");
    const seen = await sideChannels();
    // The channels were really collected: the reminder's bell item and e-mail, the trade events, the wisher's match.
    for (const kind of ["trade_reminder", "pickup_reminder", "trade_window_agreed", "window_agreed", "\"kind\":\"match\""]) expect(seen).toContain(kind);
    expect(seen).not.toContain(SPOT);

    // Released: gone for the gardener too.
    await invoke(releaseListing, as(owner), { id: listing.id, reason: "changed_mind" });
    expect(await doorsFor(taker, listing.id, owner.id)).not.toContain(SPOT);
    await check("released");

    // Reserved again, then handed over (given, still open) and confirmed received (ended).
    await invoke(reserveListing, as(owner), { id: listing.id, user_id: taker.id });
    expect(await doorsFor(taker, listing.id, owner.id)).toContain(SPOT);
    await invoke(completeListing, as(owner), { id: listing.id, user_id: taker.id });
    const { confirmTrade } = await import("@/lib/trades/confirm-trade");
    await invoke(confirmTrade, as(taker), { id: listing.id, received: true });
    expect(await doorsFor(taker, listing.id, owner.id)).not.toContain(SPOT);
    await check("completed");
    expect(await sideChannels()).not.toContain(SPOT);
  });
});
