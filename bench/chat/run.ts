/**
 * Chat benchmark: N authenticated Socket.IO clients in pairs exchanging messages through one
 * instance, or two instances joined by the Redis adapter (partners always on different instances).
 *
 *   npx tsx bench/chat/run.ts [--sockets 1000] [--messages 3] [--window 5] [--instances 1,2]
 *
 * Needs Postgres (several processes share the database): BENCH_DATABASE_URL, else DATABASE_URL,
 * else postgres://postgres@127.0.0.1:5432/postgres. A throw-away database gs_bench_<pid> is created
 * and dropped. Two instances need Redis: BENCH_REDIS_URL, else REDIS_URL, else redis://127.0.0.1:6379.
 * Reports delivered/sent, messages per second and p50/p99 delivery latency (send → receiver's new_message).
 */
import { fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import postgres from "postgres";
import { io as connect, type Socket } from "socket.io-client";
import { withDatabase } from "@/db/url";
import { machineCpuMs, pidsNamed, rssMb, snapshot, used } from "../proc";
import { percentile } from "../stats";

const { values } = parseArgs({
  options: {
    sockets: { type: "string", default: "1000" },
    messages: { type: "string", default: "3" },
    window: { type: "string", default: "5" },
    instances: { type: "string", default: "1,2" },
    "base-port": { type: "string", default: "3460" },
    profile: { type: "boolean", default: false },
    "node-options": { type: "string", default: "" },
  },
});
const SOCKETS = Number(values.sockets) - (Number(values.sockets) % 2);
const PER_SOCKET = Number(values.messages);
const WINDOW_S = Number(values.window);
const INSTANCE_RUNS = values.instances!.split(",").map(Number);
const BASE_PORT = Number(values["base-port"]);
const PROFILE_DIR = values.profile ? path.resolve("bench/results/chat-profiles") : null;
if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const dbName = `gs_bench_${process.pid}`;
const benchUrl = withDatabase(adminUrl, dbName);
const authSecret = randomBytes(32).toString("base64url");

// The domain modules read these on first use: set them before importing anything from lib/.
process.env.DATABASE_URL = benchUrl;
process.env.AUTH_SECRET = authSecret;
process.env.LOG_LEVEL = "warn";
delete process.env.REDIS_URL;

type Sent = { at: number; to: number };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function setupDatabase() {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${dbName}`);
  await admin.end();
  const { dbHandle } = await import("@/db");
  await dbHandle().migrate();
}

async function dropDatabase() {
  const { closeDb } = await import("@/db");
  await closeDb();
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}

/** Users and session tokens straight through lib (no HTTP): one hash for all, one session each. */
async function makeUsers(n: number) {
  const [{ db, schema }, { hashPassword }, { mintToken }] = await Promise.all([import("@/db"), import("@/lib/auth/password"), import("@/lib/auth/session")]);
  const passwordHash = await hashPassword("bench-password");
  const tag = Date.now().toString(36);
  const rows = await db()
    .insert(schema.users)
    .values(Array.from({ length: n }, (_, i) => ({ email: `bench${i}_${tag}@example.com`, username: `bench${i}_${tag}`, firstName: "Bench", lastName: "User", passwordHash })))
    .returning({ id: schema.users.id, username: schema.users.username, tokenVersion: schema.users.tokenVersion });
  const users: { id: number; token: string }[] = [];
  for (let i = 0; i < rows.length; i += 50) {
    const batch = await Promise.all(rows.slice(i, i + 50).map(async (u) => ({ id: u.id, token: (await mintToken(u)).token })));
    users.push(...batch);
  }
  return users;
}

function startInstance(port: number, withRedis: boolean): Promise<ChildProcess> {
  const child = fork(path.resolve("bench/chat/server.ts"), [], {
    // --node-options: V8/Node flags for the instances only (an experiment, e.g. "--max-semi-space-size=32").
    execArgv: ["--import", "tsx", ...values["node-options"]!.split(" ").filter(Boolean)],
    env: { ...process.env, INSTANCE_PORT: String(port), DATABASE_URL: benchUrl, AUTH_SECRET: authSecret, LOG_LEVEL: "warn", NODE_ENV: "production", ...(withRedis ? { REDIS_URL: redisUrl } : {}) },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`instance on ${port} did not start`)), 60_000);
    child.once("message", () => {
      clearTimeout(t);
      resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`instance on ${port} exited with ${code}`)));
  });
}

/** Sends `message` to an instance and waits for its answer carrying `key`. */
function ask(child: ChildProcess, message: object, key: string): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const on = (m: Record<string, unknown>) => {
      if (!(key in m)) return;
      child.off("message", on);
      resolve(m);
    };
    child.on("message", on);
    child.send(message);
  });
}

/** The Postgres backends serving the bench database (the instances' pools and job queue clients). */
async function backendPids(): Promise<number[]> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await admin<{ pid: number }[]>`select pid from pg_stat_activity where datname = ${dbName}`;
    return rows.map((r) => r.pid);
  } finally {
    await admin.end();
  }
}

async function run(users: { id: number; token: string }[], instances: number) {
  const ports = Array.from({ length: instances }, (_, i) => BASE_PORT + i);
  const children = await Promise.all(ports.map((p) => startInstance(p, instances > 1)));
  const pids = children.map((c) => c.pid!);
  const rss = () => pids.map((p) => rssMb(p)?.rss ?? NaN);
  await sleep(1000);
  const rssIdle = rss();
  const instanceCpuStart = snapshot(pids);
  const runId = randomBytes(4).toString("hex");
  const sent = new Map<string, Sent>();
  const latencies: number[] = [];
  const delivered = new Set<string>();
  let acked = 0;
  let failed = 0;
  let stray = 0;
  const failures = new Map<string, number>();

  // Connect in batches: every handshake is a session check in the database.
  const t0 = performance.now();
  const sockets: Socket[] = [];
  for (let i = 0; i < users.length; i += 100) {
    const batch = users.slice(i, i + 100).map((u, j) => {
      const index = i + j;
      const socket = connect(`http://127.0.0.1:${ports[index % instances]}`, { path: "/socket.io", transports: ["websocket"], auth: { token: u.token }, reconnection: false, forceNew: true, timeout: 20_000 });
      socket.on("new_message", (m: { receiver_id: number; content: string }) => {
        if (m.receiver_id !== u.id) return; // the echo to the sender's own room
        const s = sent.get(m.content);
        if (!s || s.to !== u.id) {
          stray++;
          return;
        }
        if (delivered.has(m.content)) return;
        delivered.add(m.content);
        latencies.push(performance.now() - s.at);
      });
      return new Promise<Socket>((resolve, reject) => {
        socket.once("connect", () => resolve(socket));
        socket.once("connect_error", reject);
      });
    });
    sockets.push(...(await Promise.all(batch)));
  }
  const connectMs = performance.now() - t0;
  const connectCpu = used(instanceCpuStart, snapshot(pids));
  await sleep(1000);
  const rssConnected = rss();

  // Who uses the CPU while messages flow: the instances, their Postgres backends, Redis (shared with
  // anything else on this machine), this process (all the clients), and the machine as a whole.
  const redisPids = instances > 1 ? pidsNamed("redis-server") : [];
  const pgPids = await backendPids();
  const before = { instances: snapshot(pids), postgres: snapshot(pgPids), redis: snapshot(redisPids), client: process.cpuUsage(), machine: machineCpuMs() };
  const rssPeak = rss();
  const rssSampler = setInterval(() => rss().forEach((r, i) => (rssPeak[i] = Math.max(rssPeak[i], r))), 200);

  // --profile: each instance profiles the send phase only (until the last delivery).
  if (PROFILE_DIR) await Promise.all(children.map((c) => ask(c, { profile: "start" }, "profiling")));

  // Partners i and i^1: with two instances they are always on different instances.
  const sendStart = performance.now();
  await Promise.all(
    sockets.map(async (socket, i) => {
      const to = users[i ^ 1].id;
      const times = Array.from({ length: PER_SOCKET }, () => Math.random() * WINDOW_S * 1000).sort((a, b) => a - b);
      let waited = 0;
      for (let k = 0; k < times.length; k++) {
        await sleep(Math.max(0, times[k] - waited));
        waited = times[k];
        const content = `${runId}:${i}:${k}`;
        sent.set(content, { at: performance.now(), to });
        try {
          const ack = (await socket.timeout(20_000).emitWithAck("send_message", { receiver_id: to, content })) as { ok: boolean; error?: string };
          if (ack.ok) acked++;
          else {
            failed++;
            sent.delete(content);
            failures.set(ack.error ?? "?", (failures.get(ack.error ?? "?") ?? 0) + 1);
          }
        } catch {
          failed++;
          failures.set("ack timeout", (failures.get("ack timeout") ?? 0) + 1);
        }
      }
    }),
  );
  const deadline = performance.now() + 15_000;
  while (delivered.size < acked && performance.now() < deadline) await sleep(20);
  const elapsedS = (performance.now() - sendStart) / 1000;
  clearInterval(rssSampler);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const profiles = PROFILE_DIR
    ? await Promise.all(children.map((c, i) => ask(c, { profile: "stop", path: path.join(PROFILE_DIR, `chat-send-${instances}x-${i + 1}-${stamp}.cpuprofile`) }, "profiled").then((m) => String(m.profiled))))
    : undefined;
  const after = { instances: snapshot(pids), postgres: snapshot([...new Set([...pgPids, ...(await backendPids())])]), redis: snapshot(redisPids), client: process.cpuUsage(before.client), machine: machineCpuMs() };
  const cpu = {
    instances: used(before.instances, after.instances),
    postgres: used(before.postgres, after.postgres),
    redis: used(before.redis, after.redis),
    client: (after.client.user + after.client.system) / 1000,
  };
  const machineBusy = after.machine.busy - before.machine.busy;
  const machineTotal = after.machine.total - before.machine.total;
  const perMsg = (ms: number) => (delivered.size ? +(ms / delivered.size).toFixed(3) : NaN);

  for (const s of sockets) s.disconnect();
  await sleep(1000);
  const rssAfter = rss();
  for (const c of children) c.kill("SIGTERM");
  await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once("exit", r)))));

  latencies.sort((a, b) => a - b);
  return {
    instances,
    sockets: sockets.length,
    connect_s: +(connectMs / 1000).toFixed(2),
    attempted: sockets.length * PER_SOCKET,
    sent: acked,
    refused: failed,
    refusals: Object.fromEntries(failures),
    delivered: delivered.size,
    // Of every message attempted: a refusal or an ack that never came is a failure too.
    delivered_pct: +((delivered.size / (sockets.length * PER_SOCKET)) * 100).toFixed(2),
    stray,
    msgs_per_s: +(delivered.size / elapsedS).toFixed(1),
    p50_ms: +percentile(latencies, 50).toFixed(1),
    p99_ms: +percentile(latencies, 99).toFixed(1),
    max_ms: +(latencies.at(-1) ?? NaN).toFixed(1),
    // CPU ms per delivered message during the send phase (Redis: the whole redis-server, shared).
    cpu_ms_per_msg: { instances: perMsg(cpu.instances), postgres: perMsg(cpu.postgres), redis: perMsg(cpu.redis), bench_client: perMsg(cpu.client) },
    // The send phase's CPU in cores (2 = both CPUs of this machine busy), ours and the machine's.
    cores_used: {
      instances: +(cpu.instances / 1000 / elapsedS).toFixed(2),
      postgres: +(cpu.postgres / 1000 / elapsedS).toFixed(2),
      redis: +(cpu.redis / 1000 / elapsedS).toFixed(2),
      bench_client: +(cpu.client / 1000 / elapsedS).toFixed(2),
      machine_busy: +(machineBusy / 1000 / elapsedS).toFixed(2),
      machine_cpus: Math.round(machineTotal / 1000 / elapsedS),
    },
    connect_cpu_ms_per_socket: +(connectCpu / sockets.length).toFixed(2),
    // Resident memory of each instance (MB): idle, with every socket connected, peak while sending, after they left.
    rss_mb: { idle: rssIdle, connected: rssConnected, peak: rssPeak, after: rssAfter },
    ...(profiles && { profiles }),
  };
}

async function main() {
  console.log(`chat bench: ${SOCKETS} sockets, ${PER_SOCKET} messages each over ${WINDOW_S}s (offered ≈ ${Math.round((SOCKETS * PER_SOCKET) / WINDOW_S)} msg/s); database ${dbName}`);
  await setupDatabase();
  try {
    const users = await makeUsers(SOCKETS);
    const results = [];
    for (const n of INSTANCE_RUNS) {
      const r = await run(users, n);
      console.log(JSON.stringify(r));
      results.push(r);
    }
    console.table(
      results.map(({ refusals: _r, cpu_ms_per_msg: c, cores_used: _c, rss_mb: m, connect_cpu_ms_per_socket: _s, profiles: _p, ...rest }) => ({
        ...rest,
        cpu_ms_msg: `${c.instances} app + ${c.postgres} pg`,
        rss_mb: `${m.idle.join("/")} → ${m.peak.join("/")}`,
      })),
    );
    if (results.some((r) => r.delivered_pct !== 100)) process.exitCode = 1;
  } finally {
    await dropDatabase();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
