import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Socket as ClientSocket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { missingServices, REDIS_URL } from "@/db/test-services";
import type { Message } from "@/lib/messages";
import { createUser, type TestUser } from "@/test/http";
import { chatClient } from "@/test/processes";
import { hasLiveSocket, realtimeServer, setRealtimeServer, userRoom } from "@/lib/realtime";
import type { ChatAck } from "@/lib/realtime/events";
import { attachRealtime } from "@/app/_realtime/socket-server";
import "./features";

/**
 * Two Socket.IO servers ("instances") on one database, joined only through Redis. Every publish in
 * this process goes through the last attached server (B), so a socket connected to A can only get
 * a message if it crossed Redis — which is exactly what is proven here.
 */
const why = await missingServices("chat-redis.test.ts", ["redis"]);

type Instance = { http: HttpServer; realtime: Awaited<ReturnType<typeof attachRealtime>>; url: string };

async function startInstance(): Promise<Instance> {
  const http = createServer((_req, res) => {
    res.statusCode = 404;
    res.end();
  });
  const realtime = await attachRealtime(http);
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  return { http, realtime, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
}

async function stopInstance(i: Instance) {
  await i.realtime.close();
  i.http.closeAllConnections();
  await new Promise<void>((resolve) => i.http.close(() => resolve()));
}

const sockets: ClientSocket[] = [];
const client = (url: string, user: TestUser) => chatClient(url, user, sockets);

async function until(check: () => boolean, ms = 5_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out waiting for cross-instance delivery");
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe.skipIf(!!why)(`two instances through the Redis adapter${why ? ` (skipped: ${why})` : ""}`, () => {
  let a: Instance;
  let b: Instance;
  const saved = process.env.REDIS_URL;

  beforeAll(async () => {
    process.env.REDIS_URL = REDIS_URL;
    (globalThis as { __gardenswapEnv?: unknown }).__gardenswapEnv = undefined; // re-read the environment
    a = await startInstance();
    b = await startInstance();
    expect(realtimeServer()).toBe(b.realtime.io);
  });

  afterAll(async () => {
    while (sockets.length) sockets.pop()!.disconnect();
    await stopInstance(b);
    await stopInstance(a);
    if (saved === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = saved;
    (globalThis as { __gardenswapEnv?: unknown }).__gardenswapEnv = undefined;
  });

  it("delivers a message sent on instance B to the receiver (and the sender's other tab) on instance A", async () => {
    const [rose, basil] = await Promise.all([createUser(), createUser()]);
    const basilOnA = await client(a.url, basil);
    const roseOnA = await client(a.url, rose);
    const roseOnB = await client(b.url, rose);
    // Content unique to this run: other processes may share the Redis server.
    const content = `cross-instance ${Date.now()} ${Math.random()}`;
    const ack = (await roseOnB.socket.timeout(5_000).emitWithAck("send_message", { receiver_id: basil.id, content })) as ChatAck;
    expect(ack.ok).toBe(true);
    const mine = (m: Message) => m.content === content;
    await until(() => basilOnA.received.some(mine) && roseOnA.received.some(mine) && roseOnB.received.some(mine));
    expect(basilOnA.received.find(mine)).toEqual((ack as { message: Message }).message);
  });

  it("delivers a message sent on A to a receiver on B, and on B to a receiver on A, in both directions many times", async () => {
    const [fern, sage] = await Promise.all([createUser(), createUser()]);
    const fernOnA = await client(a.url, fern);
    const sageOnB = await client(b.url, sage);
    const tag = `${Date.now()}-${Math.random()}`;
    for (let i = 0; i < 4; i++) {
      await fernOnA.socket.timeout(5_000).emitWithAck("send_message", { receiver_id: sage.id, content: `f${i} ${tag}` });
      await sageOnB.socket.timeout(5_000).emitWithAck("send_message", { receiver_id: fern.id, content: `s${i} ${tag}` });
    }
    const ours = (list: Message[], prefix: string) => list.filter((m) => m.content.startsWith(prefix) && m.content.endsWith(tag)).length;
    await until(() => ours(sageOnB.received, "f") === 4 && ours(fernOnA.received, "s") === 4);
  });

  /**
   * Every message B's adapter takes from Redis that A's adapter sent (the Redis server may be shared
   * with other test processes: theirs are left out), while `during` runs on A.
   */
  async function seenByB(during: () => Promise<void>) {
    type Spied = { uid: string; onMessage: (m: { uid: string; type: number }) => void };
    const adapterA = a.realtime.io.sockets.adapter as unknown as Spied;
    const adapterB = b.realtime.io.sockets.adapter as unknown as Spied;
    const seen: number[] = [];
    // A's own publishes come back to A from its user channels: dropped unparsed, never handled.
    const ownEchoesParsed: number[] = [];
    const originals = [adapterA.onMessage, adapterB.onMessage];
    adapterB.onMessage = function (this: unknown, m) {
      if (m.uid === adapterA.uid) seen.push(m.type);
      return originals[1].call(this, m);
    };
    adapterA.onMessage = function (this: unknown, m) {
      if (m.uid === adapterA.uid) ownEchoesParsed.push(m.type);
      return originals[0].call(this, m);
    };
    // Publishing from A: this process's publish() goes through A's server for the while.
    setRealtimeServer(a.realtime.io);
    try {
      await during();
      // Time for anything published to arrive (a cross-instance message takes milliseconds).
      await new Promise((r) => setTimeout(r, 300));
    } finally {
      setRealtimeServer(b.realtime.io);
      [adapterA.onMessage, adapterB.onMessage] = originals;
    }
    expect(ownEchoesParsed).toEqual([]);
    return seen;
  }

  it("a message between two sockets on A is delivered on A and never reaches B's adapter (sharded pub/sub)", async () => {
    const [fern, sage, thyme] = await Promise.all([createUser(), createUser(), createUser()]);
    const fernOnA = await client(a.url, fern);
    const sageOnA = await client(a.url, sage);
    // B holds sockets too, of someone else: B listens, just not for these two.
    await client(b.url, thyme);
    const content = `local ${Date.now()} ${Math.random()}`;
    const seen = await seenByB(async () => {
      const ack = (await fernOnA.socket.timeout(5_000).emitWithAck("send_message", { receiver_id: sage.id, content })) as ChatAck;
      expect(ack.ok).toBe(true);
      await until(() => sageOnA.received.some((m) => m.content === content));
    });
    expect(seen).toEqual([]);
  });

  it("across instances B's adapter takes exactly the receiver's copy (not the sender's), and the receiver gets it once", async () => {
    const [fern, sage] = await Promise.all([createUser(), createUser()]);
    const fernOnA = await client(a.url, fern);
    const sageOnB = await client(b.url, sage);
    const content = `across ${Date.now()} ${Math.random()}`;
    const seen = await seenByB(async () => {
      const ack = (await fernOnA.socket.timeout(5_000).emitWithAck("send_message", { receiver_id: sage.id, content })) as ChatAck;
      expect(ack.ok).toBe(true);
      await until(() => sageOnB.received.some((m) => m.content === content));
    });
    expect(seen).toHaveLength(1);
    expect(sageOnB.received.filter((m) => m.content === content)).toHaveLength(1);
  });

  it("knows a gardener connected only to the other instance is live, and not once they left", async () => {
    const rose = await createUser();
    const roseOnA = await client(a.url, rose);
    // This process's server is B: only A's subscription to rose's channel can tell.
    expect(b.realtime.io.sockets.adapter.rooms.has(userRoom(rose.id))).toBe(false);
    let live = false;
    for (let i = 0; i < 20 && !live; i++) {
      live = await hasLiveSocket(rose.id);
      if (!live) await new Promise((r) => setTimeout(r, 50));
    }
    expect(live).toBe(true);
    roseOnA.socket.disconnect();
    let gone = false;
    for (let i = 0; i < 40 && !gone; i++) {
      gone = !(await hasLiveSocket(rose.id));
      if (!gone) await new Promise((r) => setTimeout(r, 50));
    }
    expect(gone).toBe(true);
  });

  /** Resolves with the disconnect reason, or null if the socket is still connected after `ms`. */
  const disconnectedWithin = (socket: ClientSocket, ms: number) =>
    new Promise<string | null>((resolve) => {
      const t = setTimeout(() => resolve(null), ms);
      socket.once("disconnect", (reason) => {
        clearTimeout(t);
        resolve(reason);
      });
    });

  it("logout closes that session's sockets on the other instance within a second; the user's other sessions stay", async () => {
    const [rose, basil] = await Promise.all([createUser(), createUser()]);
    const { login } = await import("@/lib/auth");
    const { verifyToken, revokeSession } = await import("@/lib/auth/session");
    const otherSession = (await login({ email: rose.email, password: rose.password })).access_token;
    const roseOnA = await client(a.url, rose);
    const roseElsewhereOnA = await client(a.url, { ...rose, token: otherSession });
    const gone = disconnectedWithin(roseOnA.socket, 1_000);
    const stays = disconnectedWithin(roseElsewhereOnA.socket, 1_500);
    // The logout runs in this process, whose Socket.IO server is B: only Redis can carry it to A.
    await revokeSession((await verifyToken(rose.token))!.sessionId);
    expect(await gone).toBe("io server disconnect");
    const basilOnB = await client(b.url, basil);
    const content = `after logout ${Date.now()} ${Math.random()}`;
    await basilOnB.socket.timeout(5_000).emitWithAck("send_message", { receiver_id: rose.id, content });
    expect(await stays).toBeNull();
    expect(roseOnA.received.some((m) => m.content === content)).toBe(false);
    expect(roseElsewhereOnA.received.some((m) => m.content === content)).toBe(true);
  });

  it("a password reset (every session ended) closes all the user's sockets on both instances", async () => {
    const rose = await createUser();
    const { revokeAllSessions } = await import("@/lib/auth/session");
    const onA = await client(a.url, rose);
    const onB = await client(b.url, rose);
    const goneA = disconnectedWithin(onA.socket, 1_000);
    const goneB = disconnectedWithin(onB.socket, 1_000);
    await revokeAllSessions(rose.id);
    expect(await goneA).toBe("io server disconnect");
    expect(await goneB).toBe("io server disconnect");
    // And the ended session cannot connect again.
    await expect(client(a.url, rose)).rejects.toThrow();
  });
});
