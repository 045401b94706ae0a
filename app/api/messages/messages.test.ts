import { afterEach, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { makeMessage } from "@/db/factories";
import { setRealtimeServer } from "@/lib/realtime";
import { createUser, params, req } from "@/test/http";
import { GET as readThread } from "./[otherUserId]/route";
import { POST as markRead } from "./[otherUserId]/read/route";
import { GET as listConversations, POST as send } from "./route";

const countMessages = async () => (await db().select({ id: schema.messages.id }).from(schema.messages)).length;

function recordPublishes() {
  const sent: { room: string; event: string; payload: unknown }[] = [];
  // One entry per room: publish may address several rooms in one emit.
  setRealtimeServer({ to: (rooms: string | string[]) => ({ emit: (event: string, payload: unknown) => [rooms].flat().forEach((room) => sent.push({ room, event, payload })) }) } as never);
  return sent;
}
afterEach(() => setRealtimeServer(undefined));

describe("POST /api/messages", () => {
  it("stores the message from the caller (spoofed sender ignored), answers 201 with it, and pushes it live", async () => {
    const [a, b, c] = await Promise.all([createUser(), createUser(), createUser()]);
    const sent = recordPublishes();
    const res = await send(req("/api/messages", { token: a.token, json: { receiver_id: b.id, content: " Fresh basil? ", sender_id: c.id } }));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ sender_id: a.id, receiver_id: b.id, content: "Fresh basil?" });
    expect(sent.map((s) => [s.room, s.event])).toEqual([
      [`user:${b.id}`, "new_message"],
      [`user:${a.id}`, "new_message"],
    ]);
    // Form-encoded works too.
    const form = await send(req("/api/messages", { token: a.token, form: { receiver_id: String(b.id), content: "form" } }));
    expect(form.status).toBe(201);
  });

  it("refuses anonymous callers and bad payloads with 4xx {detail}, storing nothing", async () => {
    const [a, b] = await Promise.all([createUser(), createUser()]);
    const before = await countMessages();
    const anon = await send(req("/api/messages", { json: { receiver_id: b.id, content: "hi" } }));
    expect(anon.status).toBe(401);
    const bad = [
      { json: { receiver_id: b.id, content: "" }, status: 422 },
      { json: { receiver_id: b.id, content: "x".repeat(2001) }, status: 422 },
      { json: { receiver_id: a.id, content: "me" }, status: 422 },
      { json: { receiver_id: "abc", content: "x" }, status: 422 },
      { json: { content: "x" }, status: 422 },
      { json: [1, 2], status: 422 },
      { json: { receiver_id: 999_999, content: "x" }, status: 404 },
      { body: "{not json", headers: { "content-type": "application/json" }, status: 422 },
    ];
    for (const { status, ...init } of bad) {
      const res = await send(req("/api/messages", { method: "POST", token: a.token, ...init }));
      expect(res.status, JSON.stringify(init)).toBe(status);
      expect(await res.json()).toHaveProperty("detail");
    }
    const forged = await send(req("/api/messages", { token: "not-a-token", json: { receiver_id: b.id, content: "x" } }));
    expect(forged.status).toBe(401);
    expect(await countMessages()).toBe(before);
  });
});

describe("GET /api/messages and /api/messages/{otherUserId}", () => {
  it("lists the caller's conversations and their threads; a third user reads nothing of them", async () => {
    const [a, b, c] = await Promise.all([createUser(), createUser(), createUser()]);
    await makeMessage(db(), a.id, b.id, "Swap tomatoes for basil?");
    await makeMessage(db(), b.id, a.id, "Yes please");

    const list = await (await listConversations(req("/api/messages", { token: a.token }))).json();
    expect(list).toEqual([expect.objectContaining({ id: b.id, username: b.username, last_message: "Yes please", unread_count: 1 })]);

    const thread = await readThread(req(`/api/messages/${b.id}`, { token: a.token }), params({ otherUserId: String(b.id) }));
    expect(thread.status).toBe(200);
    const messages = await thread.json();
    expect(messages.map((m: { content: string }) => m.content)).toEqual(["Swap tomatoes for basil?", "Yes please"]);
    expect(Object.keys(messages[0]).sort()).toEqual(["content", "created_at", "id", "receiver_id", "sender_id"]);

    // Keyset paging through the query string.
    const page = await readThread(req(`/api/messages/${b.id}?before=${messages[1].id}`, { token: a.token }), params({ otherUserId: String(b.id) }));
    expect((await page.json()).map((m: { content: string }) => m.content)).toEqual(["Swap tomatoes for basil?"]);
    const after = await readThread(req(`/api/messages/${b.id}?after=${messages[0].id}`, { token: a.token }), params({ otherUserId: String(b.id) }));
    expect((await after.json()).map((m: { content: string }) => m.content)).toEqual(["Yes please"]);

    // The third user: no conversations, and the thread "with a" or "with b" holds none of a↔b.
    expect(await (await listConversations(req("/api/messages", { token: c.token }))).json()).toEqual([]);
    for (const other of [a, b]) {
      const res = await readThread(req(`/api/messages/${other.id}`, { token: c.token }), params({ otherUserId: String(other.id) }));
      expect(await res.json()).toEqual([]);
    }
  });

  it("answers 401 to anonymous callers, 404 to unknown or non-numeric ids, 422 to bad paging", async () => {
    const [a, b] = await Promise.all([createUser(), createUser()]);
    expect((await listConversations(req("/api/messages"))).status).toBe(401);
    expect((await readThread(req(`/api/messages/${b.id}`), params({ otherUserId: String(b.id) }))).status).toBe(401);
    for (const id of ["abc", "0", "-1", "999999", "1.5"]) {
      const res = await readThread(req(`/api/messages/${id}`, { token: a.token }), params({ otherUserId: id }));
      expect(res.status, id).toBe(404);
    }
    const res = await readThread(req(`/api/messages/${b.id}?limit=9999`, { token: a.token }), params({ otherUserId: String(b.id) }));
    expect(res.status).toBe(422);
  });
});

describe("POST /api/messages/{otherUserId}/read", () => {
  it("marks only the caller's incoming messages from that user; strangers and anonymous change nothing", async () => {
    const [a, b, c] = await Promise.all([createUser(), createUser(), createUser()]);
    await makeMessage(db(), b.id, a.id, "one");
    await makeMessage(db(), b.id, a.id, "two");
    const unreadOf = async (token: string) => ((await (await listConversations(req("/api/messages", { token }))).json()) as { unread_count: number }[]).reduce((n, r) => n + r.unread_count, 0);

    expect((await markRead(req(`/api/messages/${b.id}/read`, { method: "POST" }), params({ otherUserId: String(b.id) }))).status).toBe(401);
    const stranger = await markRead(req(`/api/messages/${b.id}/read`, { method: "POST", token: c.token }), params({ otherUserId: String(b.id) }));
    expect(await stranger.json()).toEqual({ marked: 0, unread_total: 0 });
    // b "reading" its own sent messages to a does not mark them read for a.
    await markRead(req(`/api/messages/${a.id}/read`, { method: "POST", token: b.token }), params({ otherUserId: String(a.id) }));
    expect(await unreadOf(a.token)).toBe(2);

    const res = await markRead(req(`/api/messages/${b.id}/read`, { method: "POST", token: a.token }), params({ otherUserId: String(b.id) }));
    expect(await res.json()).toEqual({ marked: 2, unread_total: 0 });
    expect(await unreadOf(a.token)).toBe(0);
    expect((await markRead(req(`/api/messages/x/read`, { method: "POST", token: a.token }), params({ otherUserId: "x" }))).status).toBe(404);
  });
});
