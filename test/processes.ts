import { fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import postgres from "postgres";
import { io as connect, type Socket } from "socket.io-client";
import { dbHandle, openPostgres, setDbHandle } from "@/db";
import { POSTGRES_URL, REDIS_URL } from "@/db/test-services";
import { withDatabase } from "@/db/url";
import type { Message } from "@/lib/messages";
import type { TestUser } from "@/test/http";

/**
 * Starts one real server process (bench/chat/server.ts: the Socket.IO server and chat feature of
 * server.ts, plus a few route handlers over plain HTTP) on a free port, for tests of several
 * instances sharing Postgres and Redis. Resolves once it listens.
 */
export function startInstance(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(path.resolve("bench/chat/server.ts"), [], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, INSTANCE_PORT: "0", LOG_LEVEL: "warn", NODE_ENV: "production", ...env },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error("server process did not start")), 60_000);
    child.once("message", (m) => {
      clearTimeout(t);
      resolve({ child, port: (m as { port: number }).port });
    });
    child.once("exit", (code) => reject(new Error(`server process exited with ${code}`)));
  });
}

/**
 * A signed-in chat client on the server at `url` (websocket only, no reconnection), connected, with
 * the messages it receives live. Added to `sockets`, for the test's teardown to disconnect.
 */
export async function chatClient(url: string, user: TestUser, sockets: Socket[]) {
  const socket = connect(url, { path: "/socket.io", transports: ["websocket"], reconnection: false, forceNew: true, auth: { token: user.token } });
  sockets.push(socket);
  const received: Message[] = [];
  socket.on("new_message", (m: Message) => received.push(m));
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
  return { socket, received };
}

/** Stops instances and waits until they have exited. */
export async function stopInstances(children: ChildProcess[]) {
  for (const c of children) c.kill("SIGTERM");
  await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null || c.signalCode !== null ? r(null) : c.once("exit", r)))));
}

/**
 * Two instances on one throwaway, migrated Postgres database and the local Redis (`perInstance`:
 * each one's own additions to `env`, e.g. its own REDIS_URL through a proxy). This test
 * process's db() points at the same database while they run (users and sessions made by the test
 * are theirs too); `stop` ends both, restores the test's own database and drops the shared one.
 */
export async function startTwoInstances(name: string, env: Record<string, string> = {}, perInstance: [Record<string, string>, Record<string, string>] = [{}, {}]) {
  const dbName = `gs_${name}_${process.pid}_${randomBytes(3).toString("hex")}`;
  const dbUrl = withDatabase(POSTGRES_URL, dbName);
  const admin = () => postgres(POSTGRES_URL, { max: 1, onnotice: () => {} });
  const creator = admin();
  await creator.unsafe(`create database ${dbName}`);
  await creator.end();
  const original = dbHandle();
  const shared = openPostgres(dbUrl, { max: 2 });
  const drop = async () => {
    await shared.close();
    setDbHandle(original);
    const dropper = admin();
    await dropper.unsafe(`drop database if exists ${dbName} with (force)`);
    await dropper.end();
  };
  let starting: ReturnType<typeof startInstance>[] = [];
  let started: Awaited<ReturnType<typeof startInstance>>[];
  try {
    await shared.migrate();
    setDbHandle(shared);
    starting = perInstance.map((own) => startInstance({ DATABASE_URL: dbUrl, REDIS_URL, ...env, ...own }));
    started = await Promise.all(starting);
  } catch (e) {
    // An instance that did not start must not leave its sibling running or the database behind.
    const settled = await Promise.allSettled(starting);
    await stopInstances(settled.flatMap((s) => (s.status === "fulfilled" ? [s.value.child] : [])));
    await drop();
    throw e;
  }
  return {
    ports: started.map((s) => s.port),
    /** The two processes (a test may stop one itself, e.g. with SIGTERM). */
    children: started.map((s) => s.child),
    /** The shared database, for a further instance a test starts itself. */
    databaseUrl: dbUrl,
    stop: async () => {
      await stopInstances(started.map((s) => s.child));
      await drop();
    },
  };
}
