import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { makeMessage, makeUser } from "@/db/factories";
import type { Viewer } from "@/lib/auth/session";
import { setRealtimeServer } from "@/lib/realtime";
import { getThread, listConversations, markThreadRead, sendMessage, unreadTotal } from "./messages";

const viewerOf = (u: { id: number; username: string }): Viewer => ({ id: u.id, username: u.username, sessionId: "test" });

async function three() {
  const [a, b, c] = await Promise.all([makeUser(db()), makeUser(db()), makeUser(db())]);
  return { a: viewerOf(a), b: viewerOf(b), c: viewerOf(c) };
}

const countMessages = async () => (await db().select({ id: schema.messages.id }).from(schema.messages)).length;

/** A fake Socket.IO server that records what publish() sends. */
function recordPublishes() {
  const sent: { room: string; event: string; payload: unknown }[] = [];
  const fake = { to: (room: string) => ({ emit: (event: string, payload: unknown) => sent.push({ room, event, payload }) }) };
  setRealtimeServer(fake as never);
  return sent;
}
afterEach(() => setRealtimeServer(undefined));

describe("sendMessage", () => {
  it("stores a trimmed message from the viewer and pushes it to both users' rooms", async () => {
    const { a, b } = await three();
    const sent = recordPublishes();
    const m = await sendMessage(a, { receiver_id: b.id, content: "  Hello tomatoes  " });
    expect(m).toMatchObject({ sender_id: a.id, receiver_id: b.id, content: "Hello tomatoes" });
    expect(Object.keys(m).sort()).toEqual(["content", "created_at", "id", "receiver_id", "sender_id"]);
    const [row] = await db().select().from(schema.messages).where(eq(schema.messages.id, m.id));
    expect(row.content).toBe("Hello tomatoes");
    expect(sent).toEqual([
      { room: `user:${b.id}`, event: "new_message", payload: m },
      { room: `user:${a.id}`, event: "new_message", payload: m },
    ]);
  });

  it("accepts a receiver id given as a string (form posts)", async () => {
    const { a, b } = await three();
    const m = await sendMessage(a, { receiver_id: String(b.id), content: "hi" });
    expect(m.receiver_id).toBe(b.id);
  });

  it("ignores a spoofed sender id", async () => {
    const { a, b, c } = await three();
    const m = await sendMessage(a, { receiver_id: b.id, content: "it's me", sender_id: c.id });
    expect(m.sender_id).toBe(a.id);
  });

  it("refuses anonymous, empty, too long, self and unknown receivers, storing nothing and pushing nothing", async () => {
    const { a, b } = await three();
    const sent = recordPublishes();
    const before = await countMessages();
    await expect(sendMessage(null, { receiver_id: b.id, content: "x" })).rejects.toMatchObject({ kind: "unauthorized" });
    await expect(sendMessage(a, { receiver_id: b.id, content: "   " })).rejects.toMatchObject({ kind: "invalid", message: "Message cannot be empty" });
    await expect(sendMessage(a, { receiver_id: b.id, content: "x".repeat(2001) })).rejects.toMatchObject({ kind: "invalid" });
    await expect(sendMessage(a, { receiver_id: a.id, content: "me" })).rejects.toMatchObject({ kind: "invalid" });
    await expect(sendMessage(a, { receiver_id: 999_999, content: "ghost" })).rejects.toMatchObject({ kind: "not_found" });
    for (const bad of [null, "x", [], { content: "x" }, { receiver_id: b.id }, { receiver_id: true, content: "x" }, { receiver_id: "1e3", content: "x" }, { receiver_id: -1, content: "x" }, { receiver_id: 1.5, content: "x" }, { receiver_id: b.id, content: 42 }, { receiver_id: 1e12, content: "x" }]) {
      await expect(sendMessage(a, bad), JSON.stringify(bad)).rejects.toMatchObject({ kind: "invalid" });
    }
    expect(await countMessages()).toBe(before);
    expect(sent).toEqual([]);
  });

  it("accepts exactly 2,000 characters", async () => {
    const { a, b } = await three();
    const m = await sendMessage(a, { receiver_id: b.id, content: "y".repeat(2000) });
    expect(m.content).toHaveLength(2000);
  });
});

describe("getThread", () => {
  it("returns the two users' messages oldest first, and nothing of anyone else", async () => {
    const { a, b, c } = await three();
    await makeMessage(db(), a.id, b.id, "1 a→b");
    await makeMessage(db(), b.id, a.id, "2 b→a");
    await makeMessage(db(), c.id, a.id, "c→a");
    await makeMessage(db(), b.id, c.id, "b→c");
    await makeMessage(db(), a.id, b.id, "3 a→b");
    const fromA = await getThread(a, b.id);
    expect(fromA.map((m) => m.content)).toEqual(["1 a→b", "2 b→a", "3 a→b"]);
    expect(await getThread(b, a.id)).toEqual(fromA);
    // A third user asking for the thread with a or b sees only their own messages with them.
    expect((await getThread(c, a.id)).map((m) => m.content)).toEqual(["c→a"]);
    expect((await getThread(c, b.id)).map((m) => m.content)).toEqual(["b→c"]);
    await expect(getThread(null, a.id)).rejects.toMatchObject({ kind: "unauthorized" });
    await expect(getThread(a, 999_999)).rejects.toMatchObject({ kind: "not_found" });
  });

  it("pages long threads by keyset, and catches up after an id", async () => {
    const { a, b } = await three();
    for (let i = 1; i <= 7; i++) await makeMessage(db(), i % 2 ? a.id : b.id, i % 2 ? b.id : a.id, `m${i}`);
    const newest = await getThread(a, b.id, { limit: 3 });
    expect(newest.map((m) => m.content)).toEqual(["m5", "m6", "m7"]);
    const older = await getThread(a, b.id, { limit: 3, before: newest[0].id });
    expect(older.map((m) => m.content)).toEqual(["m2", "m3", "m4"]);
    const oldest = await getThread(a, b.id, { limit: 3, before: String(older[0].id) });
    expect(oldest.map((m) => m.content)).toEqual(["m1"]);
    expect((await getThread(a, b.id, { after: "0" })).map((m) => m.content)).toEqual(["m1", "m2", "m3", "m4", "m5", "m6", "m7"]);
    const after = await getThread(a, b.id, { after: older[1].id });
    expect(after.map((m) => m.content)).toEqual(["m4", "m5", "m6", "m7"]);
    for (const bad of [{ before: "x" }, { after: -1 }, { limit: 0 }, { limit: 201 }, { before: "1; drop table messages" }]) {
      await expect(getThread(a, b.id, bad), JSON.stringify(bad)).rejects.toMatchObject({ kind: "invalid" });
    }
  });
});

describe("conversations and unread counts", () => {
  it("lists one row per other user with the last message and my unread count, newest first", async () => {
    const { a, b, c } = await three();
    await makeMessage(db(), b.id, a.id, "hello from b");
    await makeMessage(db(), b.id, a.id, "are you there?");
    await makeMessage(db(), a.id, c.id, "hi c");
    await makeMessage(db(), c.id, a.id, "hi a!");
    await makeMessage(db(), a.id, c.id, "swap?");
    await makeMessage(db(), b.id, c.id, "b and c only");
    const list = await listConversations(a);
    expect(list.map((r) => [r.username, r.last_message, r.last_sender_id, r.unread_count])).toEqual([
      [c.username, "swap?", a.id, 1],
      [b.username, "are you there?", b.id, 2],
    ]);
    expect(Object.keys(list[0]).sort()).toEqual(["id", "last_message", "last_message_at", "last_sender_id", "profile_picture", "unread_count", "username"]);
    expect(await unreadTotal(a)).toBe(3);
    expect(await unreadTotal(b)).toBe(0);
    expect((await listConversations(b)).map((r) => r.id)).toEqual([c.id, a.id]);
    expect(await listConversations(viewerOf(await makeUser(db())))).toEqual([]);
    await expect(listConversations(null)).rejects.toMatchObject({ kind: "unauthorized" });
    await expect(unreadTotal(null)).rejects.toMatchObject({ kind: "unauthorized" });
  });

  it("marks only messages to the viewer from that user as read, and tells the viewer's tabs", async () => {
    const { a, b, c } = await three();
    await makeMessage(db(), b.id, a.id, "1");
    await makeMessage(db(), b.id, a.id, "2");
    await makeMessage(db(), c.id, a.id, "3");
    await makeMessage(db(), a.id, b.id, "4");
    const sent = recordPublishes();
    // A third user "reading" the a–b thread changes nothing.
    expect(await markThreadRead(c, { other_id: b.id })).toEqual({ marked: 0, unread_total: 0 });
    expect(await unreadTotal(a)).toBe(3);
    expect(await markThreadRead(a, { other_id: b.id })).toEqual({ marked: 2, unread_total: 1 });
    expect(await unreadTotal(b)).toBe(1); // b's unread message from a stays unread
    expect(sent).toEqual([{ room: `user:${a.id}`, event: "messages_read", payload: { other_id: b.id, unread_total: 1 } }]);
    expect(await markThreadRead(a, { other_id: b.id })).toEqual({ marked: 0, unread_total: 1 });
    await expect(markThreadRead(null, { other_id: b.id })).rejects.toMatchObject({ kind: "unauthorized" });
    await expect(markThreadRead(a, { other_id: "abc" })).rejects.toMatchObject({ kind: "invalid" });
  });
});

describe("idempotent sends (client_id)", () => {
  it("stores a retried send once and answers the retry with the stored message; another message may not reuse the id", async () => {
    const { a, b } = await three();
    const viewer = a;
    const input = { receiver_id: b.id, content: "Sent twice?", client_id: "9b2f4c1e-0d1a-4c55-9a57-0f4a3e1b2c3d" };
    const [first, again] = [await sendMessage(viewer, input), await sendMessage(viewer, input)];
    expect(again).toEqual(first);
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => sendMessage(viewer, { ...input, client_id: "concurrent-1234" })));
    expect(new Set(concurrent.map((m) => m.id)).size).toBe(1);
    await expect(sendMessage(viewer, { ...input, content: "something else" })).rejects.toMatchObject({ kind: "conflict" });
    const rows = await db().select({ id: schema.messages.id }).from(schema.messages).where(eq(schema.messages.senderId, a.id));
    expect(rows).toHaveLength(2);
    // Another sender may use the same client_id.
    expect((await sendMessage(b, { receiver_id: a.id, content: "hi", client_id: input.client_id })).sender_id).toBe(b.id);
  });
});
