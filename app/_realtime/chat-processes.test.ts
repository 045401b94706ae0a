import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { missingInstanceServices } from "@/db/test-services";
import type { Message } from "@/lib/messages";
import { createUser, type TestUser } from "@/test/http";
import { chatClient, startTwoInstances } from "@/test/processes";
import type { ChatAck } from "@/lib/realtime/events";

/**
 * Two real server processes (bench/chat/server.ts: the same attachRealtime + chat feature as
 * server.ts) on one Postgres database and the local Redis: a message sent to process A reaches a
 * receiver connected to process B. Needs Postgres (processes cannot share an embedded database)
 * and Redis: runs when DATABASE_URL is set (CI's Postgres run), failing if either is unreachable; an
 * embedded run skips and says why.
 */
const why = await missingInstanceServices("chat-processes.test.ts");

describe.skipIf(!!why)(`two server processes through Redis${why ? ` (skipped: ${why})` : ""}`, () => {
  let ports: number[] = [];
  const sockets: Socket[] = [];
  let stop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    ({ ports, stop } = await startTwoInstances("chat2p"));
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await stop();
  }, 60_000);

  const client = (port: number, user: TestUser) => chatClient(`http://127.0.0.1:${port}`, user, sockets);

  it("delivers a message sent to process A to the receiver on process B, and back", async () => {
    const [rose, basil] = await Promise.all([createUser(), createUser()]);
    const roseOnA = await client(ports[0], rose);
    const basilOnB = await client(ports[1], basil);
    const tag = `${Date.now()}-${Math.random()}`;
    const ack = (await roseOnA.socket.timeout(10_000).emitWithAck("send_message", { receiver_id: basil.id, content: `to B ${tag}` })) as ChatAck;
    expect(ack.ok).toBe(true);
    const back = (await basilOnB.socket.timeout(10_000).emitWithAck("send_message", { receiver_id: rose.id, content: `to A ${tag}` })) as ChatAck;
    expect(back.ok).toBe(true);
    const end = Date.now() + 10_000;
    const got = () => basilOnB.received.some((m) => m.content === `to B ${tag}`) && roseOnA.received.some((m) => m.content === `to A ${tag}`);
    while (!got() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    expect(basilOnB.received.find((m) => m.content === `to B ${tag}`)).toEqual((ack as { message: Message }).message);
    expect(roseOnA.received.find((m) => m.content === `to A ${tag}`)).toEqual((back as { message: Message }).message);
  }, 30_000);
});
