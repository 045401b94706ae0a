import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbHandle, openPostgres, setDbHandle } from "@/db";
import { missingServices, POSTGRES_URL, REDIS_URL } from "@/db/test-services";
import { withDatabase } from "@/db/url";
import type { Message } from "@/lib/messages";
import { createUser, type TestUser } from "@/test/http";
import { startInstance, stopInstances } from "@/test/processes";
import type { ChatAck } from "@/lib/realtime/events";

/**
 * Two real server processes (bench/chat/server.ts: the same attachRealtime + chat feature as
 * server.ts) on one Postgres database and the local Redis: a message sent to process A reaches a
 * receiver connected to process B. Needs Postgres (processes cannot share an embedded database)
 * and Redis; skips with a clear message when either is unreachable.
 */
const PG_ADMIN = POSTGRES_URL;
const why = await missingServices("chat-processes.test.ts", ["redis", "postgres"]);

describe.skipIf(!!why)(`two server processes through Redis${why ? ` (skipped: ${why})` : ""}`, () => {
  const dbName = `gs_chat2p_${process.pid}_${randomBytes(3).toString("hex")}`;
  const dbUrl = withDatabase(PG_ADMIN, dbName);
  let ports: number[] = [];
  const children: ChildProcess[] = [];
  const sockets: Socket[] = [];
  let original: ReturnType<typeof dbHandle>;

  beforeAll(async () => {
    const admin = postgres(PG_ADMIN, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${dbName}`);
    await admin.end();
    // Users and sessions go into the database the processes share.
    original = dbHandle();
    const shared = openPostgres(dbUrl, { max: 2 });
    await shared.migrate();
    setDbHandle(shared);
    const started = await Promise.all([startInstance({ DATABASE_URL: dbUrl, REDIS_URL }), startInstance({ DATABASE_URL: dbUrl, REDIS_URL })]);
    children.push(...started.map((s) => s.child));
    ports = started.map((s) => s.port);
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await stopInstances(children);
    await dbHandle().close();
    setDbHandle(original);
    const admin = postgres(PG_ADMIN, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }, 60_000);

  async function client(port: number, user: TestUser) {
    const socket = connect(`http://127.0.0.1:${port}`, { path: "/socket.io", transports: ["websocket"], reconnection: false, forceNew: true, auth: { token: user.token } });
    sockets.push(socket);
    const received: Message[] = [];
    socket.on("new_message", (m: Message) => received.push(m));
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", () => resolve());
      socket.once("connect_error", reject);
    });
    return { socket, received };
  }

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
