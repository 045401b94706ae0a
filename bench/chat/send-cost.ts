/**
 * CPU cost of the send path alone, in process (no sockets): `invoke(sendMessage)` as the socket door
 * runs it, for N pairs, C at a time. Prints this process's and its Postgres backends' CPU ms per
 * message. With --redis the rate limits count in Redis, as on two instances.
 *
 *   npx tsx bench/chat/send-cost.ts [--messages 6000] [--concurrency 50] [--redis]
 */
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import postgres from "postgres";
import { withDatabase } from "@/db/url";
import { snapshot, used } from "../proc";

const { values } = parseArgs({
  options: { messages: { type: "string", default: "6000" }, concurrency: { type: "string", default: "50" }, redis: { type: "boolean", default: false } },
});
const MESSAGES = Number(values.messages);
const CONCURRENCY = Number(values.concurrency);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const dbName = `gs_bench_send_${process.pid}`;
process.env.DATABASE_URL = withDatabase(adminUrl, dbName);
process.env.AUTH_SECRET = randomBytes(32).toString("base64url");
process.env.LOG_LEVEL = "warn";
// The cost of counting is the same whatever the budget: a large one lets one sender send back to back.
process.env.LIMITS_SCALE = "1000";
if (values.redis) process.env.REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
else delete process.env.REDIS_URL;

const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${dbName}`);
try {
  const [{ db, dbHandle, schema, closeDb }, { sendMessage }, { invoke }, { testViewer }, { closeSharedRedis }, { stopJobs }] = await Promise.all([
    import("@/db"),
    import("@/lib/messages/send-message"),
    import("@/lib/use-case"),
    import("@/test/viewer"),
    import("@/lib/redis"),
    import("@/lib/jobs"),
  ]);
  await dbHandle().migrate();
  const rows = await db()
    .insert(schema.users)
    .values(Array.from({ length: 200 }, (_, i) => ({ email: `s${i}@example.com`, username: `s${i}`, firstName: "S", lastName: "U", passwordHash: "x" })))
    .returning({ id: schema.users.id, username: schema.users.username });
  const viewers = rows.map((r) => testViewer({ id: r.id, username: r.username, sessionId: `s${r.id}` }));
  const ctx = { door: "socket" as const, ip: "127.0.0.1" };
  const send = (i: number) => invoke(sendMessage, viewers[i % viewers.length], { receiver_id: viewers[(i % viewers.length) ^ 1].id, content: `m${i}` }, ctx);

  // Warm up: the job queue starts, statements are prepared on the connections, code is compiled.
  for (let i = 0; i < 400; i += CONCURRENCY) await Promise.all(Array.from({ length: CONCURRENCY }, (_, k) => send(i + k)));

  const pg = await admin<{ pid: number }[]>`select pid from pg_stat_activity where datname = ${dbName}`;
  const pgBefore = snapshot(pg.map((r) => r.pid));
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < MESSAGES) await send(next++);
    }),
  );
  const wallS = (performance.now() - t0) / 1000;
  const c = process.cpuUsage(cpu);
  const pgAfter = snapshot([...new Set([...pg.map((r) => r.pid), ...(await admin<{ pid: number }[]>`select pid from pg_stat_activity where datname = ${dbName}`).map((r) => r.pid)])]);
  const appMs = (c.user + c.system) / 1000;
  console.log(
    JSON.stringify({
      messages: MESSAGES,
      concurrency: CONCURRENCY,
      redis: values.redis,
      msgs_per_s: Math.round(MESSAGES / wallS),
      cpu_ms_per_msg: { app: +(appMs / MESSAGES).toFixed(3), postgres: +(used(pgBefore, pgAfter) / MESSAGES).toFixed(3) },
    }),
  );
  await stopJobs();
  await closeSharedRedis();
  await closeDb();
} finally {
  await admin.unsafe(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
