import type { ChildProcess } from "node:child_process";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as threadGET } from "@/app/api/messages/[otherUserId]/route";
import { missingInstanceServices, REDIS_URL } from "@/db/test-services";
import type { Message } from "@/lib/messages";
import type { ChatAck } from "@/lib/realtime/events";
import { createUser, params, req, type TestUser } from "@/test/http";
import { chatClient, startInstance, startTwoInstances, stopInstances } from "@/test/processes";
import { startTcpProxy } from "@/test/tcp-proxy";

/**
 * A Redis outage between two real server processes (issue 30 item 4, review F4/F6): the instances
 * reach Redis through a TCP proxy the test switches to "refuse". Messages sent across instances
 * meanwhile are stored; when Redis is back, the receiver's open chat is told to catch up (`resync`)
 * and, fetching the thread after the last message it has as the browser does, shows every one of
 * them. An instance started while Redis is down opens its port and says it is degraded.
 * Runs with DATABASE_URL set (CI's Postgres run), like the other *-processes tests.
 */
const why = await missingInstanceServices("redis-outage-processes.test.ts");

/**
 * A chat as components/chat/use-chat-thread.ts keeps it: what arrived live, plus, on `resync`, the
 * thread fetched after the last id it shows (the browser's useOnConnect catch-up).
 */
async function openChat(url: string, me: TestUser, other: TestUser, sockets: Socket[]) {
  const { socket, received } = await chatClient(url, me, sockets);
  const shown = new Map<number, Message>();
  let resyncs = 0;
  socket.on("new_message", (m: Message) => shown.set(m.id, m));
  socket.on("resync", () => {
    resyncs++;
    const after = Math.max(0, ...shown.keys());
    void threadGET(req(`/api/messages/${other.id}?after=${after}&limit=200`, { token: me.token }), params({ otherUserId: String(other.id) }))
      .then((r) => r.json())
      .then((list: Message[]) => list.forEach((m) => shown.set(m.id, m)));
  });
  return { socket, received, shown, resyncs: () => resyncs };
}

const send = (socket: Socket, to: TestUser, content: string) => socket.timeout(10_000).emitWithAck("send_message", { receiver_id: to.id, content }) as Promise<ChatAck>;

describe.skipIf(!!why)(`a Redis outage between two server processes${why ? ` (skipped: ${why})` : ""}`, () => {
  let ports: number[] = [];
  let databaseUrl = "";
  const sockets: Socket[] = [];
  const extra: ChildProcess[] = [];
  let stop: () => Promise<void> = async () => {};
  // Each instance reaches Redis through its own proxy, so the test decides which link returns first.
  let proxies: Awaited<ReturnType<typeof startTcpProxy>>[] = [];
  const prefix = `gs-redis-outage-${process.pid}`;
  const via = (p: { port: number }) => ({ REDIS_URL: `redis://127.0.0.1:${p.port}` });

  beforeAll(async () => {
    const target = new URL(REDIS_URL);
    proxies = await Promise.all([0, 1, 2].map(() => startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) })));
    ({ ports, stop, databaseUrl } = await startTwoInstances("redisout", { REDIS_PREFIX: prefix }, [via(proxies[0]), via(proxies[1])]));
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await stopInstances(extra);
    for (const p of proxies) p.set("forward");
    await stop();
    await Promise.all(proxies.map((p) => p.close()));
  }, 60_000);

  it("loses no message an open chat should show: sent across instances while Redis refuses, all shown once it is back", async () => {
    const [rose, basil] = await Promise.all([createUser(), createUser()]);
    const roseOnA = await chatClient(`http://127.0.0.1:${ports[0]}`, rose, sockets);
    const basilOnB = await openChat(`http://127.0.0.1:${ports[1]}`, basil, rose, sockets);
    const before = await send(roseOnA.socket, basil, "before the outage");
    expect(before.ok).toBe(true);
    await expect.poll(() => basilOnB.shown.size, { timeout: 10_000 }).toBe(1);

    for (const p of proxies.slice(0, 2)) p.set("refuse");
    // Give both instances time to notice the lost link (as a real outage lasts).
    await new Promise((r) => setTimeout(r, 1_000));
    const during: number[] = [];
    for (let i = 0; i < 5; i++) {
      const ack = await send(roseOnA.socket, basil, `during the outage ${i}`);
      expect(ack.ok).toBe(true);
      if (ack.ok) during.push(ack.message.id);
    }

    // The sender's instance is back first: whatever it publishes now finds no subscriber on B.
    proxies[0].set("forward");
    await new Promise((r) => setTimeout(r, 6_000));
    proxies[1].set("forward");
    await expect.poll(() => basilOnB.resyncs(), { timeout: 20_000, interval: 200 }).toBeGreaterThan(0);
    await expect.poll(() => during.filter((id) => basilOnB.shown.has(id)).length, { timeout: 10_000, interval: 200 }).toBe(during.length);
    // Live delivery works again afterwards.
    const after = await send(roseOnA.socket, basil, "after the outage");
    expect(after.ok).toBe(true);
    if (after.ok) await expect.poll(() => basilOnB.received.some((m) => m.id === after.message.id), { timeout: 10_000 }).toBe(true);
  }, 60_000);

  it("starts an instance while Redis is down: it listens, says it is degraded, serves chat, and is whole once Redis is back", async () => {
    const proxy = proxies[2];
    proxy.set("refuse");
    const t0 = Date.now();
    const instance = await startInstance({ DATABASE_URL: databaseUrl, REDIS_PREFIX: prefix, ...via(proxy) });
    extra.push(instance.child);
    expect(Date.now() - t0).toBeLessThan(30_000);
    const url = `http://127.0.0.1:${instance.port}`;
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "degraded", database: "up", redis: "down" });

    const [fern, sage] = await Promise.all([createUser(), createUser()]);
    const fernOnC = await chatClient(url, fern, sockets);
    const sageOnB = await openChat(`http://127.0.0.1:${ports[1]}`, sage, fern, sockets);
    const ack = await send(fernOnC.socket, sage, "from the degraded instance");
    expect(ack.ok).toBe(true);

    proxy.set("forward");
    await expect.poll(async () => (await (await fetch(`${url}/api/health`)).json()).status, { timeout: 20_000, interval: 250 }).toBe("ok");
    if (ack.ok) await expect.poll(() => sageOnB.shown.has(ack.message.id), { timeout: 20_000, interval: 200 }).toBe(true);
  }, 90_000);
});
