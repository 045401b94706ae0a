import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db, schema } from "@/db";
import { makeMessage, makeUser } from "@/db/factories";
import type { Viewer } from "@/lib/auth/session";
import { blockPair, CANNOT_MESSAGE } from "@/lib/blocks";
import { LIMITS } from "@/lib/limits";
import { resetLimits } from "@/lib/rate-limit";
import { setRealtimeServer } from "@/lib/realtime";
import { invoke } from "@/lib/use-case";
import { REPUBLISH_WITHIN_MS, storeMessage, unreadTotal } from "./messages";
import { countUnreadMessages } from "./messages/count-unread-messages";
import { getThread } from "./messages/get-thread";
import { listConversations } from "./messages/list-conversations";
import { markThreadRead } from "./messages/mark-thread-read";
import { sendMessage } from "./messages/send-message";
import { testViewer } from "@/test/viewer";

const viewerOf = (u: { id: number; username: string }): Viewer => testViewer(testViewer({ id: u.id, username: u.username, sessionId: "test" }));

async function three() {
  const [a, b, c] = await Promise.all([makeUser(db()), makeUser(db()), makeUser(db())]);
  return { a: viewerOf(a), b: viewerOf(b), c: viewerOf(c) };
}

const countMessages = async () => (await db().select({ id: schema.messages.id }).from(schema.messages)).length;

/** A fake Socket.IO server that records what publish() sends. */
function recordPublishes() {
  const sent: { room: string; event: string; payload: unknown }[] = [];
  // One entry per room: publish may address several rooms in one emit.
  const fake = { to: (rooms: string | string[]) => ({ emit: (event: string, payload: unknown) => [rooms].flat().forEach((room) => sent.push({ room, event, payload })) }) };
  setRealtimeServer(fake as never);
  return sent;
}
afterEach(() => setRealtimeServer(undefined));

describe("sendMessage", () => {
  it("stores a trimmed message from the viewer and pushes it to both users' rooms", async () => {
    const { a, b } = await three();
    const sent = recordPublishes();
    const m = await invoke(sendMessage, a, { receiver_id: b.id, content: "  Hello tomatoes  " });
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
    const m = await invoke(sendMessage, a, { receiver_id: String(b.id), content: "hi" });
    expect(m.receiver_id).toBe(b.id);
  });

  it("ignores a spoofed sender id", async () => {
    const { a, b, c } = await three();
    const m = await invoke(sendMessage, a, { receiver_id: b.id, content: "it's me", sender_id: c.id } as never);
    expect(m.sender_id).toBe(a.id);
  });

  it("refuses anonymous, empty, too long, self and unknown receivers, storing nothing and pushing nothing", async () => {
    const { a, b } = await three();
    const sent = recordPublishes();
    const before = await countMessages();
    await expect(invoke(sendMessage, null, { receiver_id: b.id, content: "x" })).rejects.toMatchObject({ kind: "unauthorized" });
    await expect(invoke(sendMessage, a, { receiver_id: b.id, content: "   " })).rejects.toMatchObject({ kind: "invalid", message: "Message cannot be empty" });
    await expect(invoke(sendMessage, a, { receiver_id: b.id, content: "x".repeat(2001) })).rejects.toMatchObject({ kind: "invalid" });
    await expect(invoke(sendMessage, a, { receiver_id: a.id, content: "me" })).rejects.toMatchObject({ kind: "invalid" });
    await expect(invoke(sendMessage, a, { receiver_id: 999_999, content: "ghost" })).rejects.toMatchObject({ kind: "not_found" });
    for (const bad of [null, "x", [], { content: "x" }, { receiver_id: b.id }, { receiver_id: true, content: "x" }, { receiver_id: "1e3", content: "x" }, { receiver_id: -1, content: "x" }, { receiver_id: 1.5, content: "x" }, { receiver_id: b.id, content: 42 }, { receiver_id: 1e12, content: "x" }]) {
      await expect(invoke(sendMessage, a, bad as never), JSON.stringify(bad)).rejects.toMatchObject({ kind: "invalid" });
    }
    expect(await countMessages()).toBe(before);
    expect(sent).toEqual([]);
  });

  it("accepts exactly 2,000 characters", async () => {
    const { a, b } = await three();
    const m = await invoke(sendMessage, a, { receiver_id: b.id, content: "y".repeat(2000) });
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
    const fromA = await invoke(getThread, a, { otherUserId: b.id });
    expect(fromA.map((m) => m.content)).toEqual(["1 a→b", "2 b→a", "3 a→b"]);
    expect(await invoke(getThread, b, { otherUserId: a.id })).toEqual(fromA);
    // A third user asking for the thread with a or b sees only their own messages with them.
    expect((await invoke(getThread, c, { otherUserId: a.id })).map((m) => m.content)).toEqual(["c→a"]);
    expect((await invoke(getThread, c, { otherUserId: b.id })).map((m) => m.content)).toEqual(["b→c"]);
    await expect(invoke(getThread, null, { otherUserId: a.id })).rejects.toMatchObject({ kind: "unauthorized" });
    await expect(invoke(getThread, a, { otherUserId: 999_999 })).rejects.toMatchObject({ kind: "not_found" });
  });

  it("pages long threads by keyset, and catches up after an id", async () => {
    const { a, b } = await three();
    for (let i = 1; i <= 7; i++) await makeMessage(db(), i % 2 ? a.id : b.id, i % 2 ? b.id : a.id, `m${i}`);
    const newest = await invoke(getThread, a, { otherUserId: b.id, limit: 3 });
    expect(newest.map((m) => m.content)).toEqual(["m5", "m6", "m7"]);
    const older = await invoke(getThread, a, { otherUserId: b.id, limit: 3, before: newest[0].id });
    expect(older.map((m) => m.content)).toEqual(["m2", "m3", "m4"]);
    const oldest = await invoke(getThread, a, { otherUserId: b.id, limit: 3, before: String(older[0].id) });
    expect(oldest.map((m) => m.content)).toEqual(["m1"]);
    expect((await invoke(getThread, a, { otherUserId: b.id, after: "0" })).map((m) => m.content)).toEqual(["m1", "m2", "m3", "m4", "m5", "m6", "m7"]);
    const after = await invoke(getThread, a, { otherUserId: b.id, after: older[1].id });
    expect(after.map((m) => m.content)).toEqual(["m4", "m5", "m6", "m7"]);
    for (const bad of [{ before: "x" }, { after: -1 }, { limit: 0 }, { limit: 201 }, { before: "1; drop table messages" }]) {
      await expect(invoke(getThread, a, { otherUserId: b.id, ...bad }), JSON.stringify(bad)).rejects.toMatchObject({ kind: "invalid" });
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
    const list = await invoke(listConversations, a, {});
    expect(list.map((r) => [r.username, r.last_message, r.last_sender_id, r.unread_count])).toEqual([
      [c.username, "swap?", a.id, 1],
      [b.username, "are you there?", b.id, 2],
    ]);
    expect(Object.keys(list[0]).sort()).toEqual(["id", "last_message", "last_message_at", "last_sender_id", "profile_picture", "unread_count", "username"]);
    expect(await unreadTotal(a)).toBe(3);
    expect(await unreadTotal(b)).toBe(0);
    expect((await invoke(listConversations, b, {})).map((r) => r.id)).toEqual([c.id, a.id]);
    expect(await invoke(listConversations, viewerOf(await makeUser(db())), {})).toEqual([]);
    await expect(invoke(listConversations, null, {})).rejects.toMatchObject({ kind: "unauthorized" });
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
    expect(await invoke(markThreadRead, c, { other_id: b.id })).toEqual({ marked: 0, unread_total: 0 });
    expect(await unreadTotal(a)).toBe(3);
    expect(await invoke(markThreadRead, a, { other_id: b.id })).toEqual({ marked: 2, unread_total: 1 });
    expect(await unreadTotal(b)).toBe(1); // b's unread message from a stays unread
    expect(sent).toEqual([{ room: `user:${a.id}`, event: "messages_read", payload: { other_id: b.id, unread_total: 1 } }]);
    expect(await invoke(markThreadRead, a, { other_id: b.id })).toEqual({ marked: 0, unread_total: 1 });
    await expect(invoke(markThreadRead, null, { other_id: b.id })).rejects.toMatchObject({ kind: "unauthorized" });
    await expect(invoke(markThreadRead, a, { other_id: "abc" })).rejects.toMatchObject({ kind: "invalid" });
  });
});

describe("idempotent sends (client_id)", () => {
  it("stores a retried send once and answers the retry with the stored message; another message may not reuse the id", async () => {
    const { a, b } = await three();
    const viewer = a;
    const input = { receiver_id: b.id, content: "Sent twice?", client_id: "9b2f4c1e-0d1a-4c55-9a57-0f4a3e1b2c3d" };
    // The storage itself (the per-sender message limit of the use case is tested in app/_realtime/chat.test.ts).
    const [first, again] = [await storeMessage(viewer, input), await storeMessage(viewer, input)];
    expect(again).toEqual(first);
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => storeMessage(viewer, { ...input, client_id: "concurrent-1234" })));
    expect(new Set(concurrent.map((m) => m.id)).size).toBe(1);
    await expect(storeMessage(viewer, { ...input, content: "something else" })).rejects.toMatchObject({ kind: "conflict" });
    const rows = await db().select({ id: schema.messages.id }).from(schema.messages).where(eq(schema.messages.senderId, a.id));
    expect(rows).toHaveLength(2);
    // Another sender may use the same client_id.
    expect((await invoke(sendMessage, b, { receiver_id: a.id, content: "hi", client_id: input.client_id })).sender_id).toBe(b.id);
  });
});

describe("a retried send is published again (review F8)", () => {
  it("a client_id retry of a recent message publishes the stored message again; an old one is not published", async () => {
    const { a, b } = await three();
    const input = { receiver_id: b.id, content: "Did it arrive?", client_id: "f8-retry-0001" };
    const first = await storeMessage(a, input);
    // The first attempt's instance stopped before its event went out: the retry (on any instance) publishes it.
    const sent = recordPublishes();
    expect(await storeMessage(a, input)).toEqual(first);
    expect(sent).toEqual([
      { room: `user:${b.id}`, event: "new_message", payload: first },
      { room: `user:${a.id}`, event: "new_message", payload: first },
    ]);
    // A retry of a message stored long ago (an outbox sent days later) is answered without an event.
    await db().update(schema.messages).set({ createdAt: new Date(Date.now() - 2 * REPUBLISH_WITHIN_MS) }).where(eq(schema.messages.id, first.id));
    sent.length = 0;
    expect((await storeMessage(a, input)).id).toBe(first.id);
    expect(sent).toEqual([]);
  });
});

describe("group commit: sends that arrive together are stored by one statement", () => {
  /** Counts the statements run through db().execute (the batch's) while `run` runs. */
  async function statements<T>(run: () => Promise<T>): Promise<{ result: T; count: number }> {
    const spy = vi.spyOn(db(), "execute");
    try {
      const result = await run();
      return { result, count: spy.mock.calls.length };
    } finally {
      spy.mockRestore();
    }
  }
  const rowOf = async (id: number) => (await db().select().from(schema.messages).where(eq(schema.messages.id, id)))[0];

  it("concurrent sends from different senders: one statement, each sender its own id and row, each pushed once", async () => {
    const { a, b, c } = await three();
    const sent = recordPublishes();
    const pairs = [
      [a, b, "a to b"],
      [b, c, "b to c"],
      [c, a, "c to a"],
      [b, a, "b to a"],
    ] as const;
    const { result, count } = await statements(() => Promise.all(pairs.map(([me, to, content]) => storeMessage(me, { receiver_id: to.id, content }))));
    expect(count).toBe(1);
    expect(new Set(result.map((m) => m.id)).size).toBe(pairs.length);
    for (const [i, [me, to, content]] of pairs.entries()) {
      expect(result[i]).toMatchObject({ sender_id: me.id, receiver_id: to.id, content });
      const row = await rowOf(result[i].id);
      expect(row).toMatchObject({ senderId: me.id, receiverId: to.id, content });
      expect(new Date(row.createdAt).toISOString()).toBe(result[i].created_at);
      expect(sent.filter((s) => s.payload === result[i]).map((s) => s.room)).toEqual([`user:${to.id}`, `user:${me.id}`]);
    }
    // Ids in arrival order.
    expect(result.map((m) => m.id)).toEqual([...result.map((m) => m.id)].sort((x, y) => x - y));
  });

  it("one sender's concurrent sends keep their order: ids and the thread follow the order they were sent", async () => {
    const { a, b } = await three();
    const contents = Array.from({ length: 12 }, (_, i) => `in order ${i}`);
    const { result, count } = await statements(() => Promise.all(contents.map((content) => storeMessage(a, { receiver_id: b.id, content }))));
    expect(count).toBe(1);
    const ids = result.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(new Set(ids).size).toBe(contents.length);
    expect((await invoke(getThread, b, { otherUserId: a.id })).map((m) => m.content)).toEqual(contents);
    // A batch that follows (sends while the first statement is in flight) continues the order.
    const [first, ...later] = await Promise.all(contents.map(async (content, i) => {
      if (i > 0) await new Promise((r) => setImmediate(r));
      return storeMessage(b, { receiver_id: a.id, content: `reply ${content}` });
    }));
    expect([first, ...later].map((m) => m.id)).toEqual([first, ...later].map((m) => m.id).sort((x, y) => x - y));
  });

  it("more sends at once than one statement takes (256) go in two statements, in order", async () => {
    const { a, b } = await three();
    const contents = Array.from({ length: 300 }, (_, i) => `bulk ${i}`);
    const { result, count } = await statements(() => Promise.all(contents.map((content) => storeMessage(a, { receiver_id: b.id, content }))));
    expect(count).toBe(2);
    expect(result.map((m) => m.content)).toEqual(contents);
    const ids = result.map((m) => m.id);
    expect(new Set(ids).size).toBe(contents.length);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
  });

  it("a refused message inside a batch does not affect the others: blocked, suspended and unknown receivers are refused as alone, nothing of theirs stored or pushed", async () => {
    const [a, b, c, d, e] = await Promise.all(Array.from({ length: 5 }, () => makeUser(db()).then(viewerOf)));
    await blockPair(d.id, c.id);
    await db().update(schema.users).set({ suspendedUntil: new Date(Date.now() + 86_400_000) }).where(eq(schema.users.id, e.id));
    const sent = recordPublishes();
    const before = await countMessages();
    const sends = [
      storeMessage(a, { receiver_id: b.id, content: "fine 1" }),
      storeMessage(c, { receiver_id: d.id, content: "to the one who blocked me" }),
      storeMessage(d, { receiver_id: c.id, content: "to the one I blocked" }),
      storeMessage(a, { receiver_id: e.id, content: "to a suspended gardener" }),
      storeMessage(a, { receiver_id: 2_000_000_000, content: "to nobody" }),
      storeMessage(b, { receiver_id: a.id, content: "fine 2" }),
    ];
    const { result, count } = await statements(() => Promise.allSettled(sends));
    expect(count).toBe(1);
    expect(result.map((r) => r.status)).toEqual(["fulfilled", "rejected", "rejected", "rejected", "rejected", "fulfilled"]);
    const reasons = result.map((r) => (r.status === "rejected" ? { kind: r.reason.kind, message: r.reason.message } : null));
    expect(reasons.slice(1, 5)).toEqual([
      { kind: "forbidden", message: CANNOT_MESSAGE },
      { kind: "forbidden", message: CANNOT_MESSAGE },
      { kind: "forbidden", message: CANNOT_MESSAGE },
      { kind: "not_found", message: "User not found" },
    ]);
    expect(await countMessages()).toBe(before + 2);
    const stored = result.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    expect(stored.map((m) => m.content)).toEqual(["fine 1", "fine 2"]);
    expect(sent.map((s) => (s.payload as { content: string }).content)).toEqual(["fine 1", "fine 1", "fine 2", "fine 2"]);
  });

  it("a text with a lone surrogate is stored as the one-message path stored it (U+FFFD), and answers what was stored", async () => {
    const { a, b } = await three();
    const [odd, plain] = await Promise.all([storeMessage(a, { receiver_id: b.id, content: "half a leaf \ud83c" }), storeMessage(a, { receiver_id: b.id, content: "whole" })]);
    expect(odd.content).toBe("half a leaf \ufffd");
    expect((await rowOf(odd.id)).content).toBe(odd.content);
    expect(plain.content).toBe("whole");
  });

  it("a message the statement cannot take (its sender deleted meanwhile) fails alone: the others of its batch are stored, in order", async () => {
    const { a, b, c } = await three();
    await db().delete(schema.users).where(eq(schema.users.id, c.id));
    const before = await countMessages();
    const result = await Promise.allSettled([
      storeMessage(a, { receiver_id: b.id, content: "before the ghost" }),
      storeMessage(c, { receiver_id: a.id, content: "from a deleted account" }),
      storeMessage(b, { receiver_id: a.id, content: "after the ghost" }),
    ]);
    expect(result.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((result[1] as PromiseRejectedResult).reason).toMatchObject({ kind: "not_found" });
    expect(await countMessages()).toBe(before + 2);
    const [first, , last] = result as PromiseFulfilledResult<{ id: number }>[];
    expect(first.value.id).toBeLessThan(last.value.id);
  });
});

describe("the message use cases from the wrong side", () => {
  beforeEach(() => resetLimits());

  it("a blocked gardener cannot send either way, and the blocker no longer reads or marks the thread; nothing changes", async () => {
    const { a, b } = await three();
    await makeMessage(db(), b.id, a.id, "before the block");
    await blockPair(a.id, b.id);
    const sent = recordPublishes();
    const before = await countMessages();
    for (const [me, other] of [
      [a, b],
      [b, a],
    ]) {
      await expect(invoke(sendMessage, me, { receiver_id: other.id, content: "hello?" })).rejects.toMatchObject({ kind: "forbidden", message: CANNOT_MESSAGE });
    }
    await expect(invoke(getThread, a, { otherUserId: b.id })).rejects.toMatchObject({ kind: "not_found" });
    expect(await invoke(listConversations, a, {})).toEqual([]);
    expect(await countMessages()).toBe(before);
    expect(sent).toEqual([]);
  });

  it("countUnreadMessages: anonymous is refused; each gardener counts only messages to them", async () => {
    const { a, b, c } = await three();
    await makeMessage(db(), b.id, a.id, "for a");
    await expect(invoke(countUnreadMessages, null, {})).rejects.toMatchObject({ kind: "unauthorized" });
    expect(await invoke(countUnreadMessages, c, {})).toBe(0);
    expect(await invoke(countUnreadMessages, b, {})).toBe(0);
    expect(await invoke(countUnreadMessages, a, {})).toBe(1);
  });

  it("nobody messages a suspended gardener (the same neutral refusal); nothing is stored", async () => {
    const { a, b } = await three();
    await db().update(schema.users).set({ suspendedUntil: new Date(Date.now() + 86_400_000) }).where(eq(schema.users.id, b.id));
    const before = await countMessages();
    await expect(invoke(sendMessage, a, { receiver_id: b.id, content: "are you there?" })).rejects.toMatchObject({ kind: "forbidden", message: CANNOT_MESSAGE });
    expect(await countMessages()).toBe(before);
  });

  it("malformed ids: a path id names nobody (404), a socket field is invalid (422); nothing is marked", async () => {
    const { a, b } = await three();
    await makeMessage(db(), b.id, a.id, "unread");
    await expect(invoke(getThread, a, { otherUserId: "abc" })).rejects.toMatchObject({ kind: "not_found", message: "User not found" });
    await expect(invoke(markThreadRead, a, { otherUserId: "0" })).rejects.toMatchObject({ kind: "not_found", message: "User not found" });
    await expect(invoke(markThreadRead, a, {})).rejects.toMatchObject({ kind: "invalid" });
    expect(await unreadTotal(a)).toBe(1);
  });

  it(`one sender gets ${LIMITS.sendMessage[0].points} messages a second on every door together (429); the refused one is not stored`, async () => {
    const { a, b } = await three();
    const before = await countMessages();
    const doors = ["route", "socket", "action", "route", "socket"] as const;
    for (const [i, door] of doors.entries()) await invoke(sendMessage, a, { receiver_id: b.id, content: `m${i}` }, { door, ip: null });
    await expect(invoke(sendMessage, a, { receiver_id: b.id, content: "one too many" }, { door: "socket", ip: null })).rejects.toMatchObject({ kind: "rate_limited" });
    expect(await countMessages()).toBe(before + doors.length);
    // Another sender has a budget of their own.
    expect((await invoke(sendMessage, b, { receiver_id: a.id, content: "my turn" })).sender_id).toBe(b.id);
  });
});
