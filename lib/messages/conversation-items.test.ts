import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { makeListing, makeUser } from "@/db/factories";
import type { Viewer } from "@/lib/auth/session";
import { blockPair } from "@/lib/blocks";
import { setRealtimeServer } from "@/lib/realtime";
import { conversationTrades } from "@/lib/trades/conversation-trades";
import { invoke } from "@/lib/use-case";
import { testViewer } from "@/test/viewer";
import { listConversationItems } from "./list-conversation-items";
import { listConversations } from "./list-conversations";
import { sendMessage } from "./send-message";

/**
 * Issue 31: a conversation carries the item asked about. A message sent from a listing's chat names
 * the listing; the conversation list shows the latest one asked about (to both gardeners), and the
 * owner's trade panel lists it first. Naming a listing one may not see, or someone else's, notes nothing.
 */
const viewerOf = (u: { id: number; username: string }): Viewer => testViewer({ id: u.id, username: u.username, sessionId: "test" });
afterEach(() => setRealtimeServer(undefined));

const asks = async (askerId: number) => db().select().from(schema.conversationListings).where(eq(schema.conversationListings.askerId, askerId));

async function basilAndAna() {
  const [basilRow, anaRow] = await Promise.all([makeUser(db()), makeUser(db())]);
  const basil = viewerOf(basilRow);
  const ana = viewerOf(anaRow);
  // The zucchini is his oldest listing: newest first, the panel listed it last (the review's finding).
  const zucchini = await makeListing(db(), basil.id, { title: "Zucchini" });
  const seeds = await makeListing(db(), basil.id, { title: "Heirloom seeds" });
  const strawberries = await makeListing(db(), basil.id, { title: "Strawberry runners" });
  return { basil, ana, strawberries, seeds, zucchini };
}

describe("conversation items", () => {
  it("a message from the zucchini's chat makes the conversation about the zucchini, for both, and the owner's panel lists it first", async () => {
    const { basil, ana, strawberries, seeds, zucchini } = await basilAndAna();
    // Before any ask: the panel is newest first, as before; nothing is "about" anything.
    await invoke(sendMessage, ana, { receiver_id: basil.id, content: "Hello!" });
    expect((await invoke(conversationTrades, basil, { user_id: ana.id })).offers.map((o) => o.id)).toEqual([strawberries.id, seeds.id, zucchini.id]);
    expect(await invoke(listConversationItems, ana, {})).toEqual([]);

    await invoke(sendMessage, ana, { receiver_id: basil.id, content: "Is the zucchini still there?", listing_id: zucchini.id });
    expect(await invoke(listConversationItems, ana, {})).toEqual([{ user_id: basil.id, listing: { id: zucchini.id, title: "Zucchini" } }]);
    expect(await invoke(listConversationItems, basil, {})).toEqual([{ user_id: ana.id, listing: { id: zucchini.id, title: "Zucchini" } }]);
    const panel = await invoke(conversationTrades, basil, { user_id: ana.id });
    expect(panel.offers.map((o) => [o.id, o.asked])).toEqual([
      [zucchini.id, true],
      [strawberries.id, false],
      [seeds.id, false],
    ]);
    // The SPEC's conversation rows keep their shape.
    expect(Object.keys((await invoke(listConversations, ana, {}))[0]).sort()).toEqual(["id", "last_message", "last_message_at", "last_sender_id", "profile_picture", "unread_count", "username"]);

    // A later ask about another listing becomes the conversation's item; asking again moves it back.
    await invoke(sendMessage, ana, { receiver_id: basil.id, content: "And the seeds?", listing_id: seeds.id });
    expect((await invoke(listConversationItems, basil, {}))[0].listing.id).toBe(seeds.id);
    expect((await invoke(conversationTrades, basil, { user_id: ana.id })).offers.slice(0, 2).map((o) => o.id)).toEqual([seeds.id, zucchini.id]);
    await invoke(sendMessage, ana, { receiver_id: basil.id, content: "Zucchini first, please", listing_id: zucchini.id });
    expect((await invoke(listConversationItems, ana, {}))[0].listing.id).toBe(zucchini.id);
    expect(await asks(ana.id)).toHaveLength(2);
  });

  it("naming someone else's listing, one the sender may not see, or none at all notes nothing (the message is still sent)", async () => {
    const { basil, ana } = await basilAndAna();
    const fern = viewerOf(await makeUser(db()));
    const fernsListing = await makeListing(db(), fern.id, { title: "Fern's kale" });
    const friendsOnly = await makeListing(db(), basil.id, { title: "Secret tomatoes", isPublic: false });
    const hidden = await makeListing(db(), basil.id, { title: "Hidden beans", hiddenAt: new Date() });
    for (const listing_id of [fernsListing.id, friendsOnly.id, hidden.id, 2_000_000_000]) {
      const sent = await invoke(sendMessage, ana, { receiver_id: basil.id, content: `About ${listing_id}?`, listing_id });
      expect(sent.content).toBe(`About ${listing_id}?`);
    }
    expect(await asks(ana.id)).toEqual([]);
    expect(await invoke(listConversationItems, ana, {})).toEqual([]);
    expect(await invoke(listConversationItems, basil, {})).toEqual([]);
    // Asking about one's own listing (the owner writing from it) notes nothing either: it is not the receiver's.
    const mine = await makeListing(db(), ana.id, { title: "Ana's chard" });
    await invoke(sendMessage, ana, { receiver_id: basil.id, content: "Want my chard?", listing_id: mine.id });
    expect(await asks(ana.id)).toEqual([]);
  });

  it("an item the viewer can no longer see drops out (hidden by a moderator, a block), and the one asked before shows", async () => {
    const { basil, ana, seeds, zucchini } = await basilAndAna();
    await invoke(sendMessage, ana, { receiver_id: basil.id, content: "Seeds?", listing_id: seeds.id });
    await invoke(sendMessage, ana, { receiver_id: basil.id, content: "Zucchini?", listing_id: zucchini.id });
    await db().update(schema.listings).set({ hiddenAt: new Date() }).where(eq(schema.listings.id, zucchini.id));
    expect(await invoke(listConversationItems, ana, {})).toEqual([{ user_id: basil.id, listing: { id: seeds.id, title: "Heirloom seeds" } }]);
    // The owner still sees their own hidden listing.
    expect((await invoke(listConversationItems, basil, {}))[0].listing.id).toBe(zucchini.id);
    await blockPair(basil.id, ana.id);
    expect(await invoke(listConversationItems, ana, {})).toEqual([]);
  });

  it("refuses callers without a session and a malformed listing_id", async () => {
    const { basil, ana } = await basilAndAna();
    await expect(invoke(listConversationItems, null, {})).rejects.toMatchObject({ kind: "unauthorized" });
    await expect(invoke(sendMessage, ana, { receiver_id: basil.id, content: "Hi", listing_id: "abc" as never })).rejects.toMatchObject({ kind: "invalid" });
    expect(await asks(ana.id)).toEqual([]);
  });
});
