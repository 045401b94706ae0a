import { createECDH, randomBytes, type ECDH } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import ece from "http_ece";
import type { Server as IoServer } from "socket.io";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DELETE, GET, POST } from "@/app/api/push/subscriptions/route";
import { GET as publicKey } from "@/app/api/push/public-key/route";
import { db, schema } from "@/db";
import { verifyToken, type Viewer } from "@/lib/auth/session";
import { sendMessage } from "@/lib/messages";
import { friendRequested } from "@/lib/notifications/events";
import { resetLimits } from "@/lib/rate-limit";
import { setRealtimeServer } from "@/lib/realtime";
import { createUser, req, type TestUser } from "@/lib/test/http";
import { BAD_ENDPOINT, endpointAllowed } from "./endpoint";
import { setPushRetryDelays, settlePushes, type PushPayload } from "./send";
import { vapidKeys } from "./vapid";

/**
 * A fake push service on 127.0.0.1 (allowed through PUSH_ALLOWED_ORIGINS): it records each request
 * and answers what the test says; the test decrypts the payload with the subscription's own keys.
 */
type Received = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer };
let server: Server;
let origin: string;
let received: Received[] = [];
let answers: Record<string, number[]> = {};
const g = globalThis as { __gardenswapEnv?: unknown };

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (c) => chunks.push(c));
    request.on("end", () => {
      const path = request.url ?? "";
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answers[path]?.shift() ?? 201).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.PUSH_ALLOWED_ORIGINS = `${origin},http://127.0.0.1:1`;
  g.__gardenswapEnv = undefined;
  setPushRetryDelays([10, 10]);
});

afterAll(async () => {
  delete process.env.PUSH_ALLOWED_ORIGINS;
  g.__gardenswapEnv = undefined;
  setPushRetryDelays(undefined);
  await new Promise((r) => server.close(r));
});

beforeEach(() => {
  received = [];
  answers = {};
  resetLimits();
});

type Device = { ecdh: ECDH; auth: string; endpoint: string; json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } } };

function device(): Device {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16).toString("base64url");
  const endpoint = `${origin}/push/${randomBytes(8).toString("hex")}`;
  return { ecdh, auth, endpoint, json: { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth } } };
}

async function subscribe(user: TestUser, d: Device, kinds: string[], preview = false) {
  return POST(req("/api/push/subscriptions", { token: user.token, json: { ...d.json, kinds, preview } }));
}

function decrypt(d: Device, r: Received): PushPayload {
  return JSON.parse(ece.decrypt(r.body, { version: "aes128gcm", privateKey: d.ecdh, authSecret: d.auth }).toString("utf8"));
}

const viewerOf = async (u: TestUser) => (await verifyToken(u.token)) as Viewer;
const stored = (endpoint: string) => db().select({ userId: schema.pushSubscriptions.userId }).from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.endpoint, endpoint));

describe("push notifications through a fake push service", () => {
  it("a message to an offline gardener produces exactly one push, encrypted for that device, with no text unless previews are allowed", async () => {
    const [rose, basil] = await Promise.all([createUser(), createUser()]);
    const phone = device();
    expect((await subscribe(basil, phone, ["messages"])).status).toBe(201);

    await sendMessage(await viewerOf(rose), { receiver_id: basil.id, content: "Still got those tomato seedlings?" });
    await settlePushes();

    expect(received).toHaveLength(1);
    const [push] = received;
    expect(push.path).toBe(new URL(phone.endpoint).pathname);
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(push.headers.ttl).toBe("86400");
    expect(push.headers.topic).toBe(`msg-${rose.id}`);
    expect(push.headers.urgency).toBe("high");
    expect(push.headers.authorization).toMatch(new RegExp(`^vapid t=.+, k=${vapidKeys().publicKey}$`));
    expect(decrypt(phone, push)).toEqual({ kind: "messages", title: `New message from ${rose.username}`, body: "", url: `/messages/${rose.id}`, tag: `msg-${rose.id}` });
    expect(push.body.includes(Buffer.from("tomato"))).toBe(false);

    // Previews allowed: a second message collapses with the first ("2 new messages"), with a short preview.
    await subscribe(basil, phone, ["messages"], true);
    await sendMessage(await viewerOf(rose), { receiver_id: basil.id, content: `Also: ${"a very long message ".repeat(10)}` });
    await settlePushes();
    expect(received).toHaveLength(2);
    const second = decrypt(phone, received[1]);
    expect(second.title).toBe(`2 new messages from ${rose.username}`);
    expect(second.tag).toBe(`msg-${rose.id}`);
    expect(second.body.startsWith("Also: a very long message")).toBe(true);
    expect(second.body.length).toBeLessThanOrEqual(60);
  });

  it("a subscription the push service answers 410 (or 404) is removed", async () => {
    const [rose, basil] = await Promise.all([createUser(), createUser()]);
    const gone = device();
    const lost = device();
    await subscribe(basil, gone, ["messages"]);
    await subscribe(basil, lost, ["messages"]);
    answers[new URL(gone.endpoint).pathname] = [410];
    answers[new URL(lost.endpoint).pathname] = [404];
    await sendMessage(await viewerOf(rose), { receiver_id: basil.id, content: "hi" });
    await settlePushes();
    expect(received).toHaveLength(2);
    expect(await stored(gone.endpoint)).toEqual([]);
    expect(await stored(lost.endpoint)).toEqual([]);
  });

  it("retries after a 5xx and delivers once", async () => {
    const [rose, basil] = await Promise.all([createUser(), createUser()]);
    const phone = device();
    await subscribe(basil, phone, ["messages"]);
    answers[new URL(phone.endpoint).pathname] = [503, 201];
    await sendMessage(await viewerOf(rose), { receiver_id: basil.id, content: "hi" });
    await settlePushes();
    expect(received.map((r) => r.path)).toHaveLength(2);
    expect(await stored(phone.endpoint)).toEqual([{ userId: basil.id }]);
  });

  it("opting out of a kind, or unsubscribing, stops the pushes", async () => {
    const [rose, basil] = await Promise.all([createUser(), createUser()]);
    const phone = device();
    await subscribe(basil, phone, ["matches", "friend_requests"]);
    await sendMessage(await viewerOf(rose), { receiver_id: basil.id, content: "hi" });
    await settlePushes();
    expect(received).toHaveLength(0);

    // Friend requests are still on for this device.
    await friendRequested(rose.id, basil.id);
    await settlePushes();
    expect(received).toHaveLength(1);
    expect(decrypt(phone, received[0])).toMatchObject({ kind: "friend_requests", title: `${rose.username} wants to be your friend`, url: "/myfriends" });

    // Messages switched on: pushes arrive; unsubscribed: they stop.
    await subscribe(basil, phone, ["messages"]);
    await sendMessage(await viewerOf(rose), { receiver_id: basil.id, content: "hi again" });
    await settlePushes();
    expect(received).toHaveLength(2);
    const res = await DELETE(req("/api/push/subscriptions", { method: "DELETE", token: basil.token, json: { endpoint: phone.endpoint } }));
    expect(res.status).toBe(204);
    await sendMessage(await viewerOf(rose), { receiver_id: basil.id, content: "and again" });
    await settlePushes();
    expect(received).toHaveLength(2);
  });

  it("sends nothing while the gardener has a live socket (the open app shows it)", async () => {
    const [rose, basil] = await Promise.all([createUser(), createUser()]);
    const phone = device();
    await subscribe(basil, phone, ["messages"]);
    const fakeIo = { to: () => ({ emit: () => true }), in: (room: string) => ({ fetchSockets: async () => (room === `user:${basil.id}` ? [{}] : []) }) };
    setRealtimeServer(fakeIo as unknown as IoServer);
    try {
      await sendMessage(await viewerOf(rose), { receiver_id: basil.id, content: "hi" });
      await settlePushes();
    } finally {
      setRealtimeServer(undefined);
    }
    expect(received).toHaveLength(0);
  });
});

describe("push API: who may call it", () => {
  it("the public key is for anyone", async () => {
    const res = await publicKey(req("/api/push/public-key"));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ public_key: vapidKeys().publicKey });
  });

  it("refuses an anonymous subscription and stores nothing", async () => {
    const d = device();
    const res = await POST(req("/api/push/subscriptions", { json: { ...d.json, kinds: ["messages"] } }));
    expect(res.status).toBe(401);
    expect(await stored(d.endpoint)).toEqual([]);
  });

  it("a stranger can neither read nor delete someone else's subscription", async () => {
    const [basil, stranger] = await Promise.all([createUser(), createUser()]);
    const d = device();
    await subscribe(basil, d, ["messages"]);
    const q = `?endpoint=${encodeURIComponent(d.endpoint)}`;
    expect((await GET(req(`/api/push/subscriptions${q}`, { token: stranger.token }))).status).toBe(404);
    expect((await DELETE(req(`/api/push/subscriptions${q}`, { method: "DELETE", token: stranger.token }))).status).toBe(404);
    expect((await DELETE(req(`/api/push/subscriptions${q}`, { method: "DELETE" }))).status).toBe(401);
    expect(await stored(d.endpoint)).toEqual([{ userId: basil.id }]);
    const own = await GET(req(`/api/push/subscriptions${q}`, { token: basil.token }));
    expect(await own.json()).toEqual({ endpoint: d.endpoint, kinds: ["messages"], preview: false });
  });

  it("accepts only https endpoints on public hosts, besides PUSH_ALLOWED_ORIGINS (no SSRF)", async () => {
    const u = await createUser();
    const bad = ["http://push.example.com/x", "https://localhost/x", "https://127.0.0.1/x", "https://10.1.2.3/x", "https://192.168.1.1/x", "https://169.254.169.254/latest", "https://[::1]/x", "https://[fd00::1]/x", "https://intranet/x", "https://printer.local/x", "http://127.0.0.1:2/x", "ftp://push.example.com/x", "not a url"];
    for (const endpoint of bad) {
      const d = device();
      const res = await POST(req("/api/push/subscriptions", { token: u.token, json: { ...d.json, endpoint, kinds: ["messages"] } }));
      expect(res.status, endpoint).toBe(422);
      expect(await res.json(), endpoint).toEqual({ detail: BAD_ENDPOINT });
      expect(await stored(endpoint)).toEqual([]);
    }
    expect(endpointAllowed("https://fcm.googleapis.com/fcm/send/abc")).toBe(true);
    expect(endpointAllowed("http://127.0.0.1:1/anything")).toBe(true); // listed in PUSH_ALLOWED_ORIGINS
  });

  it("rejects malformed keys and unknown kinds with 422", async () => {
    const u = await createUser();
    const d = device();
    for (const body of [{ ...d.json, keys: { p256dh: "short", auth: d.auth }, kinds: [] }, { ...d.json, kinds: ["everything"] }, { endpoint: d.endpoint, kinds: [] }]) {
      const res = await POST(req("/api/push/subscriptions", { token: u.token, json: body }));
      expect(res.status).toBe(422);
    }
    expect(await stored(d.endpoint)).toEqual([]);
  });
});
