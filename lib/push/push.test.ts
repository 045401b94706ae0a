import { createECDH, randomBytes, type ECDH } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import ece from "http_ece";
import type { RealtimeServer as IoServer } from "@/lib/realtime";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DELETE, GET, POST } from "@/app/api/push/subscriptions/route";
import { GET as publicKey } from "@/app/api/push/public-key/route";
import { db, schema } from "@/db";
import { makeListing, makeMessage, makeWant } from "@/db/factories";
import { verifyToken, type Viewer } from "@/lib/auth/session";
import { blockPair } from "@/lib/blocks";
import { drainJobs, jobRecord } from "@/lib/jobs";
import { sendMessage } from "@/lib/messages/send-message";
import { friendRequested, matchListing } from "@/lib/notifications/events";
import { completeListing } from "@/lib/trades/complete-listing";
import { confirmTrade } from "@/lib/trades/confirm-trade";
import { reserveListing } from "@/lib/trades/reserve-listing";
import { thankTrade } from "@/lib/trades/thank-trade";
import { invoke } from "@/lib/use-case";
import { resetLimits } from "@/lib/rate-limit";
import { setRealtimeServer } from "@/lib/realtime";
import { createUser, req, type TestUser } from "@/test/http";
import { BAD_ENDPOINT, endpointAllowed } from "./endpoint";
import { pushDeliverJob, pushMessages, pushNotifyJob, type PushPayload } from "./send";
import { ENDPOINT_TAKEN } from "./subscribe";
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
});

afterAll(async () => {
  delete process.env.PUSH_ALLOWED_ORIGINS;
  g.__gardenswapEnv = undefined;
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

/** Runs the queued push jobs (the workers' job, in this process); retries wait for their backoff. */
const settle = () => drainJobs();

/** Rose sends Basil "hi" while `fakeIo` stands in for this instance's realtime server, and the jobs run. */
async function sendWhileLive(fakeIo: object, rose: TestUser, basil: TestUser) {
  setRealtimeServer(fakeIo as unknown as IoServer);
  try {
    await invoke(sendMessage, await viewerOf(rose), { receiver_id: basil.id, content: "hi" });
    await settle();
  } finally {
    setRealtimeServer(undefined);
  }
}
/** The push.notify jobs ever queued for one gardener. */
const notifyJobsFor = async (userId: number) => {
  const res = await db().execute(sql`select count(*)::int as n from pgboss.job where name = ${pushNotifyJob.name} and (data->>'userId')::int = ${userId}`);
  return ((res as { rows?: { n: number }[] }).rows ?? (res as unknown as { n: number }[]))[0].n;
};
/** Time passes: every push retry waiting for its backoff becomes due. */
const retriesDue = () => db().execute(sql`update pgboss.job set start_after = now() where name = ${pushDeliverJob.name} and state = 'retry'`);
/** The push.deliver jobs of one device, oldest first. */
const subscriptionId = async (endpoint: string) =>
  (await db().select({ id: schema.pushSubscriptions.id }).from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.endpoint, endpoint)))[0].id;
const deliverJobsOf = async (subId: number) => {
  const res = await db().execute(sql`select id from pgboss.job where name = ${pushDeliverJob.name} and (data->>'subscriptionId')::int = ${subId} order by created_on`);
  return ((res as { rows?: { id: string }[] }).rows ?? (res as unknown as { id: string }[])).map((r) => r.id);
};

const viewerOf = async (u: TestUser) => (await verifyToken(u.token)) as Viewer;
const stored = (endpoint: string) => db().select({ userId: schema.pushSubscriptions.userId }).from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.endpoint, endpoint));

describe("push notifications through a fake push service", () => {
  it("a message to an offline gardener produces exactly one push, encrypted for that device, with no text unless previews are allowed", async () => {
    const [rose, basil] = await Promise.all([createUser(), createUser()]);
    const phone = device();
    expect((await subscribe(basil, phone, ["messages"])).status).toBe(201);

    await invoke(sendMessage, await viewerOf(rose), { receiver_id: basil.id, content: "Still got those tomato seedlings?" });
    await settle();

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
    await invoke(sendMessage, await viewerOf(rose), { receiver_id: basil.id, content: `Also: ${"a very long message ".repeat(10)}` });
    await settle();
    expect(received).toHaveLength(2);
    const second = decrypt(phone, received[1]);
    expect(second.title).toBe(`2 new messages from ${rose.username}`);
    expect(second.tag).toBe(`msg-${rose.id}`);
    expect(second.body.startsWith("Also: a very long message")).toBe(true);
    expect(second.body.length).toBeLessThanOrEqual(60);
  });

  it("speaks the recipient's language (issue 38): a Spanish gardener's message and match pushes are in Spanish", async () => {
    const [rose, basil] = await Promise.all([createUser(), createUser()]);
    await db().update(schema.users).set({ language: "es" }).where(eq(schema.users.id, basil.id));
    const phone = device();
    expect((await subscribe(basil, phone, ["messages", "matches"])).status).toBe(201);
    await invoke(sendMessage, await viewerOf(rose), { receiver_id: basil.id, content: "hola" });
    await settle();
    expect(decrypt(phone, received.at(-1)!).title).toBe(`Nuevo mensaje de ${rose.username}`);
    await makeWant(db(), basil.id, { title: "Tomates", categoryId: 2 });
    await matchListing((await makeListing(db(), rose.id, { title: "Tomates cherry", categoryId: 2 })).id);
    await settle();
    expect(received.map((r) => decrypt(phone, r).title)).toContain("Algo de tu lista de deseos: Tomates cherry");
  });

  it("a subscription the push service answers 410 (or 404) is removed", async () => {
    const [rose, basil] = await Promise.all([createUser(), createUser()]);
    const gone = device();
    const lost = device();
    await subscribe(basil, gone, ["messages"]);
    await subscribe(basil, lost, ["messages"]);
    answers[new URL(gone.endpoint).pathname] = [410];
    answers[new URL(lost.endpoint).pathname] = [404];
    await invoke(sendMessage, await viewerOf(rose), { receiver_id: basil.id, content: "hi" });
    await settle();
    expect(received).toHaveLength(2);
    expect(await stored(gone.endpoint)).toEqual([]);
    expect(await stored(lost.endpoint)).toEqual([]);
  });

  it("is a durable job: retried with backoff after a 500 or a network error, delivered once", async () => {
    const [rose, basil] = await Promise.all([createUser(), createUser()]);
    const phone = device();
    await subscribe(basil, phone, ["messages"]);
    answers[new URL(phone.endpoint).pathname] = [500, 201];
    await invoke(sendMessage, await viewerOf(rose), { receiver_id: basil.id, content: "hi" });
    // Nothing is sent by the request itself: the push waits in the queue.
    expect(received).toHaveLength(0);
    await settle();
    expect(received).toHaveLength(1);
    const [jobId] = await deliverJobsOf(await subscriptionId(phone.endpoint));
    const waiting = await jobRecord(pushDeliverJob.name, jobId);
    expect(waiting).toMatchObject({ state: "retry", retryBackoff: true });
    expect(new Date(waiting!.startAfter).getTime()).toBeGreaterThan(Date.now() + 2_000);
    await settle(); // not due yet
    expect(received).toHaveLength(1);
    await retriesDue();
    await settle();
    expect(received).toHaveLength(2);
    expect(decrypt(phone, received[1])).toMatchObject({ title: `New message from ${rose.username}` });
    expect(await jobRecord(pushDeliverJob.name, jobId)).toMatchObject({ state: "completed", retryCount: 1 });
    expect(await stored(phone.endpoint)).toEqual([{ userId: basil.id }]);

    // A push service that cannot be reached (connection refused) is retried, then given up; the subscription stays.
    const offline = device();
    offline.endpoint = offline.json.endpoint = "http://127.0.0.1:1/push/unreachable";
    await subscribe(basil, offline, ["messages"]);
    await invoke(sendMessage, await viewerOf(rose), { receiver_id: basil.id, content: "still there?" });
    await settle();
    const [failing] = await deliverJobsOf(await subscriptionId(offline.endpoint));
    for (let i = 0; i < 5; i++) {
      await retriesDue();
      await settle();
    }
    expect(await jobRecord(pushDeliverJob.name, failing)).toMatchObject({ state: "failed", retryCount: 4 });
    expect(await stored(offline.endpoint)).toEqual([{ userId: basil.id }]);
  });

  it("a 410 from the push service ends the job and removes the subscription, without retries", async () => {
    const [rose, basil] = await Promise.all([createUser(), createUser()]);
    const gone = device();
    await subscribe(basil, gone, ["messages"]);
    answers[new URL(gone.endpoint).pathname] = [410];
    const subId = await subscriptionId(gone.endpoint);
    await invoke(sendMessage, await viewerOf(rose), { receiver_id: basil.id, content: "hi" });
    await settle();
    const [jobId] = await deliverJobsOf(subId);
    expect(received).toHaveLength(1);
    expect(await jobRecord(pushDeliverJob.name, jobId)).toMatchObject({ state: "completed", retryCount: 0 });
    expect(await stored(gone.endpoint)).toEqual([]);
    await invoke(sendMessage, await viewerOf(rose), { receiver_id: basil.id, content: "hello?" });
    await settle();
    expect(received).toHaveLength(1);
  });

  it("opting out of a kind, or unsubscribing, stops the pushes", async () => {
    const [rose, basil] = await Promise.all([createUser(), createUser()]);
    const phone = device();
    await subscribe(basil, phone, ["matches", "friend_requests"]);
    await invoke(sendMessage, await viewerOf(rose), { receiver_id: basil.id, content: "hi" });
    await settle();
    expect(received).toHaveLength(0);

    // Friend requests are still on for this device.
    await friendRequested(rose.id, basil.id);
    await settle();
    expect(received).toHaveLength(1);
    expect(decrypt(phone, received[0])).toMatchObject({ kind: "friend_requests", title: `${rose.username} wants to be your friend`, url: "/myfriends" });

    // Messages switched on: pushes arrive; unsubscribed: they stop.
    await subscribe(basil, phone, ["messages"]);
    await invoke(sendMessage, await viewerOf(rose), { receiver_id: basil.id, content: "hi again" });
    await settle();
    expect(received).toHaveLength(2);
    const res = await DELETE(req("/api/push/subscriptions", { method: "DELETE", token: basil.token, json: { endpoint: phone.endpoint } }));
    expect(res.status).toBe(204);
    await invoke(sendMessage, await viewerOf(rose), { receiver_id: basil.id, content: "and again" });
    await settle();
    expect(received).toHaveLength(2);
  });

  it("sends nothing, and queues no job, while the gardener has a live socket on another instance (the open app shows it)", async () => {
    const [rose, basil] = await Promise.all([createUser(), createUser()]);
    const phone = device();
    await subscribe(basil, phone, ["messages"]);
    // Not here; the adapter between instances (decision 0215) says another instance holds basil's room.
    const adapter = { rooms: new Map(), liveAnywhere: async (room: string) => room === `user:${basil.id}` };
    const fakeIo = { to: () => ({ emit: () => true }), sockets: { adapter } };
    await sendWhileLive(fakeIo, rose, basil);
    expect(received).toHaveLength(0);
    expect(await notifyJobsFor(basil.id)).toBe(0);
  });

  it("queues no push job for a gardener with a socket on this instance (the job would find them live)", async () => {
    const [rose, basil] = await Promise.all([createUser(), createUser()]);
    const phone = device();
    await subscribe(basil, phone, ["messages"]);
    // Live here by this instance's rooms (no adapter between instances: one instance).
    const rooms = new Map([[`user:${basil.id}`, new Set(["socket-1"])]]);
    const fakeIo = { to: () => ({ emit: () => true }), sockets: { adapter: { rooms } } };
    await sendWhileLive(fakeIo, rose, basil);
    expect(received).toHaveLength(0);
    expect(await notifyJobsFor(basil.id)).toBe(0);
    // Once the socket is gone, the next message pushes.
    await invoke(sendMessage, await viewerOf(rose), { receiver_id: basil.id, content: "still there?" });
    await settle();
    expect(received).toHaveLength(1);
    expect(await notifyJobsFor(basil.id)).toBe(1);
  });
});

const suspend = (userId: number) => db().update(schema.users).set({ suspendedUntil: new Date(Date.now() + 86_400_000) }).where(eq(schema.users.id, userId));
const everything = ["messages", "matches", "friend_requests", "trades"];

describe("pushes never go to or about a blocked or suspended gardener (from the wrong side)", () => {
  for (const blocker of ["recipient", "sender"] as const) {
    it(`a block by the ${blocker} stops message, friend-request and match pushes, even those already queued`, async () => {
      const [rose, basil] = await Promise.all([createUser(), createUser()]);
      const phone = device();
      await subscribe(basil, phone, everything);
      await makeWant(db(), basil.id, { title: "Rhubarb crowns" });
      // Queued before the block: a message (its push job waits in the queue).
      await invoke(sendMessage, await viewerOf(rose), { receiver_id: basil.id, content: "hi" });
      await (blocker === "recipient" ? blockPair(basil.id, rose.id) : blockPair(rose.id, basil.id));
      await settle();
      // After the block: a friend request and a matching listing by rose (the use cases refuse; the events, if reached, push nothing).
      await friendRequested(rose.id, basil.id);
      await matchListing((await makeListing(db(), rose.id, { title: "Rhubarb crowns" })).id);
      // A message stored behind the use case's back and pushed directly: still nothing.
      await makeMessage(db(), rose.id, basil.id, "sneaky");
      await pushMessages(basil.id, rose.id);
      await settle();
      // (Other tests' gardeners may match rose's listing: only basil's phone counts.)
      const toPhone = () => received.filter((r) => r.path === new URL(phone.endpoint).pathname);
      expect(toPhone()).toEqual([]);
      // The same events between two gardeners who are not blocked do push (the test can fail).
      const mint = await createUser();
      await friendRequested(mint.id, basil.id);
      await settle();
      expect(toPhone().map((r) => decrypt(phone, r).title)).toEqual([`${mint.username} wants to be your friend`]);
    });
  }

  it("a suspended gardener gets no pushes, and pushes about a suspended gardener are not sent", async () => {
    const [rose, basil, mint] = await Promise.all([createUser(), createUser(), createUser()]);
    const basilPhone = device();
    const mintPhone = device();
    await subscribe(basil, basilPhone, everything);
    await subscribe(mint, mintPhone, everything);
    // Queued, then the recipient is suspended before the job runs.
    await invoke(sendMessage, await viewerOf(rose), { receiver_id: basil.id, content: "hi" });
    await suspend(basil.id);
    await settle();
    await friendRequested(rose.id, basil.id);
    await settle();
    expect(received).toHaveLength(0);

    // About a suspended gardener: rose messages mint, then is suspended before the push goes out.
    await makeWant(db(), mint.id, { title: "Sweet peas" });
    const listing = await makeListing(db(), rose.id, { title: "Sweet peas" });
    await invoke(sendMessage, await viewerOf(rose), { receiver_id: mint.id, content: "hello" });
    await suspend(rose.id);
    await matchListing(listing.id);
    await friendRequested(rose.id, mint.id);
    await settle();
    expect(received).toHaveLength(0);
    const notes = await db().select({ kind: schema.notifications.kind }).from(schema.notifications).where(eq(schema.notifications.userId, mint.id));
    expect(notes.map((n) => n.kind)).toContain("friend_request"); // the event happened; only the push was held back
  });
});

describe("trade updates", () => {
  it("reserved, handed over, confirmed and thanked each push to the other gardener's devices that opted into trade updates", async () => {
    const [owner, taker] = await Promise.all([createUser(), createUser()]);
    const [ownerPhone, takerPhone, takerTablet] = [device(), device(), device()];
    await subscribe(owner, ownerPhone, ["trades"]);
    await subscribe(taker, takerPhone, ["trades"]);
    await subscribe(taker, takerTablet, ["messages", "matches", "friend_requests"]); // trade updates off
    const listing = await makeListing(db(), owner.id, { title: "Courgettes" });
    await makeMessage(db(), taker.id, owner.id, "Are these still available?");
    const [o, t] = [await viewerOf(owner), await viewerOf(taker)];
    const pushes = async () => {
      await settle();
      const out = received.map((r) => ({ to: r.path, ...decrypt(r.path === new URL(ownerPhone.endpoint).pathname ? ownerPhone : takerPhone, r) }));
      received = [];
      return out;
    };
    const path = (d: Device) => new URL(d.endpoint).pathname;

    await invoke(reserveListing, o, { id: listing.id, user_id: taker.id });
    expect(await pushes()).toEqual([
      { to: path(takerPhone), kind: "trades", title: `${owner.username} reserved Courgettes for you`, body: "", url: "/my-trades", tag: `trade-${listing.id}` },
    ]);
    await invoke(completeListing, o, { id: listing.id, user_id: taker.id });
    expect(await pushes()).toMatchObject([{ to: path(takerPhone), kind: "trades", title: `${owner.username} handed Courgettes over to you. Did you receive it?`, url: "/my-trades", tag: `trade-${listing.id}` }]);
    await invoke(confirmTrade, t, { id: listing.id, received: true });
    expect(await pushes()).toMatchObject([{ to: path(ownerPhone), kind: "trades", title: `${taker.username} confirmed the hand-over of Courgettes`, url: "/my-trades" }]);
    await invoke(thankTrade, t, { id: listing.id, text: "Lovely, thank you!", positive: true });
    const [thanks] = await pushes();
    expect(thanks).toMatchObject({ to: path(ownerPhone), kind: "trades", title: `${taker.username} thanked you for Courgettes` });
    // The thank-you text is not in the push.
    expect(JSON.stringify(thanks)).not.toContain("Lovely");

    // Opted out of trade updates: nothing.
    await subscribe(taker, takerPhone, ["messages"]);
    await invoke(thankTrade, o, { id: listing.id, text: "Thanks for coming by", positive: true });
    expect(await pushes()).toEqual([]);
  });

  it("speak the recipient's language (issue 38): a Spanish gardener's friend request and trade steps are in Spanish, an Arabic one's in Arabic", async () => {
    const [owner, lucia, layla] = await Promise.all([createUser(), createUser(), createUser()]);
    await db().update(schema.users).set({ language: "es" }).where(eq(schema.users.id, lucia.id));
    await db().update(schema.users).set({ language: "ar" }).where(eq(schema.users.id, layla.id));
    const [luciaPhone, laylaPhone] = [device(), device()];
    await subscribe(lucia, luciaPhone, ["trades", "friend_requests"]);
    await subscribe(layla, laylaPhone, ["trades"]);
    const titles = async (d: Device) => {
      await settle();
      const mine = received.filter((r) => r.path === new URL(d.endpoint).pathname).map((r) => decrypt(d, r).title);
      received = [];
      return mine;
    };
    await friendRequested(owner.id, lucia.id);
    expect(await titles(luciaPhone)).toEqual([`${owner.username} quiere ser tu amigo`]);
    // The owner's own words (the title) stay as written.
    const listing = await makeListing(db(), owner.id, { title: "Calabacines" });
    const other = await makeListing(db(), owner.id, { title: "Courgettes" });
    await makeMessage(db(), lucia.id, owner.id, "¿Siguen disponibles?");
    await makeMessage(db(), layla.id, owner.id, "هل ما زالت متاحة؟");
    await titles(luciaPhone);
    const o = await viewerOf(owner);
    await invoke(reserveListing, o, { id: listing.id, user_id: lucia.id });
    expect(await titles(luciaPhone)).toEqual([`${owner.username} reservó Calabacines para ti`]);
    await invoke(completeListing, o, { id: listing.id, user_id: lucia.id });
    expect(await titles(luciaPhone)).toEqual([`${owner.username} te entregó Calabacines. ¿Lo recibiste?`]);
    await invoke(reserveListing, o, { id: other.id, user_id: layla.id });
    expect(await titles(laylaPhone)).toEqual([`حجز ${owner.username} Courgettes لك`]);
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

  it("knowing someone's endpoint is not enough to take it: another account needs the same keys.auth (L6)", async () => {
    const [rosie, thief] = await Promise.all([createUser(), createUser()]);
    const d = device();
    await subscribe(rosie, d, ["messages"]);
    const storedKeys = () => db().select({ userId: schema.pushSubscriptions.userId, p256dh: schema.pushSubscriptions.p256dh, auth: schema.pushSubscriptions.auth, kinds: schema.pushSubscriptions.kinds }).from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.endpoint, d.endpoint));
    const before = await storedKeys();
    const theirs = device();
    const res = await POST(req("/api/push/subscriptions", { token: thief.token, json: { ...theirs.json, endpoint: d.endpoint, kinds: ["messages", "matches"] } }));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ detail: ENDPOINT_TAKEN });
    expect(await storedKeys()).toEqual(before);
    const q = `?endpoint=${encodeURIComponent(d.endpoint)}`;
    expect((await GET(req(`/api/push/subscriptions${q}`, { token: rosie.token }))).status).toBe(200);
    expect((await GET(req(`/api/push/subscriptions${q}`, { token: thief.token }))).status).toBe(404);

    // One browser, another gardener signed in: the browser still holds the subscription's keys, so it moves.
    const sameBrowser = await subscribe(thief, d, ["matches"]);
    expect(sameBrowser.status).toBe(201);
    expect(await stored(d.endpoint)).toEqual([{ userId: thief.id }]);
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
