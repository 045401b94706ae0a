import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { fromDrizzle, fromPglite, PgBoss, type Job as BossJob, type JobResult, type QueuePolicy } from "pg-boss";
import { dbHandle, type Tx } from "@/db";
import { log } from "@/lib/log";
import { metrics } from "@/lib/metrics";

/**
 * The durable job queue (pg-boss, in the app's own database: PGlite or PostgreSQL; see
 * docs/decisions/0150-durable-jobs.md). Background work is a job: defined once with `defineJob`,
 * enqueued with `enqueue` (optionally inside the transaction that causes it), run by the workers
 * that server.ts starts on every instance. Delivery is at least once: handlers are idempotent.
 */
export type JobOptions = {
  /** Attempts after the first one (default 5). */
  retryLimit?: number;
  /** Seconds before the first retry (default 30). */
  retryDelaySeconds?: number;
  /** Doubles the delay on every retry (default true). */
  backoff?: boolean;
  /** An attempt running longer than this is failed and retried (default 5 minutes). */
  expireInSeconds?: number;
  /**
   * The lease of a running attempt (default HEARTBEAT_SECONDS): its worker renews it every half of
   * it, and an attempt whose worker stopped renewing (killed instance) is retried once it lapses,
   * not only after expireInSeconds (review F9).
   */
  heartbeatSeconds?: number;
  /** pg-boss queue policy: "short" keeps at most one waiting job per singleton key. */
  policy?: QueuePolicy;
};

export type JobMeta = { id: string; retryCount: number };
export type JobDef<P extends object> = {
  readonly name: string;
  readonly options: Required<JobOptions>;
  readonly run: (payload: P, meta: JobMeta) => Promise<void>;
};

type Runner = {
  client: unknown;
  boss: PgBoss;
  ready: Promise<void>;
  /** Queues known to exist in this database. */
  queues: Map<string, Promise<void>>;
  workers: boolean;
};

type State = { defs: Map<string, JobDef<object>>; schedules: Map<string, string>; runner?: Runner };
/** On globalThis: Next bundles route handlers apart from server.ts, and all must share one queue client. */
const g = globalThis as { __gardenswapJobs?: State };
const state = (): State => (g.__gardenswapJobs ??= { defs: new Map(), schedules: new Map() });

/** Declares a kind of background work. One module-level call per job; the name is its queue. */
export function defineJob<P extends object>(name: string, options: JobOptions, run: (payload: P, meta: JobMeta) => Promise<void>): JobDef<P> {
  const def: JobDef<P> = {
    name,
    options: { retryLimit: 5, retryDelaySeconds: 30, backoff: true, expireInSeconds: 300, heartbeatSeconds: HEARTBEAT_SECONDS, policy: "standard", ...options },
    run,
  };
  const s = state();
  s.defs.set(name, def as unknown as JobDef<object>);
  // Defined after the queue started (a module loaded late): create its queue now, outside any transaction.
  const r = s.runner;
  // Not once that client is being replaced (startWorkers): the new one creates every defined queue.
  if (r) void r.ready.then(() => (s.runner === r ? ensureQueue(r, def as unknown as JobDef<object>) : undefined)).catch((err) => log.error(`job queue ${name}`, err));
  return def;
}

/** Runs a job (with an empty payload) on a cron schedule, once per tick across all instances. */
export function every(job: JobDef<Record<string, never>>, cron: string) {
  state().schedules.set(job.name, cron);
}

/**
 * A running job's lease (pg-boss heartbeatSeconds; 10 is its minimum): a killed instance's jobs are
 * failed by the next lease check after it lapses, then retried after their retry delay.
 */
export const HEARTBEAT_SECONDS = 10;
/** How often the workers' supervision looks for lapsed leases and expired jobs (pg-boss's default: 60 s). */
export const LEASE_CHECK_SECONDS = 5;

/** Jobs one worker takes at a time; while fetches come back full it fetches again at once (a backlog drains without a poll's pause per job). */
const BATCH = 5;

function createRunner(workers: boolean, leaseCheckSeconds = LEASE_CHECK_SECONDS): Runner {
  const handle = dbHandle();
  // useListenNotify: every queue is created with `notify`, so sending a job (or committing the
  // transaction that sent it) wakes the workers at once; polling stays as the backstop. On PGlite
  // LISTEN/NOTIFY works inside the process.
  // Lapsed leases are failed (and retried) by supervision's monitor pass: both intervals short.
  const common = {
    schema: "pgboss",
    supervise: workers,
    schedule: workers,
    migrate: true,
    useListenNotify: workers,
    superviseIntervalSeconds: leaseCheckSeconds,
    monitorIntervalSeconds: leaseCheckSeconds,
  } as const;
  const boss =
    handle.kind === "pglite"
      ? new PgBoss({ ...common, db: fromPglite(handle.client as PGlite), backend: "pglite" })
      : new PgBoss({ ...common, connectionString: handle.url, max: 4, application_name: "gardenswap-jobs" });
  boss.on("error", (err) => log.error("job queue", err));
  const runner: Runner = { client: handle.client, boss, queues: new Map(), workers, ready: Promise.resolve() };
  runner.ready = boss.start().then(async () => {
    for (const def of state().defs.values()) await ensureQueue(runner, def);
  });
  return runner;
}

/** The queue of the current database, started on first use (producer only unless server.ts started workers). */
async function runner(): Promise<Runner> {
  const s = state();
  if (!s.runner || s.runner.client !== dbHandle().client) {
    if (s.runner) void s.runner.boss.stop({ graceful: false, close: true }).catch(() => {});
    s.runner = createRunner(false);
  }
  const r = s.runner;
  await r.ready;
  return r;
}

function ensureQueue(r: Runner, def: JobDef<object>): Promise<void> {
  let p = r.queues.get(def.name);
  if (!p) {
    const o = def.options;
    p = r.boss
      .createQueue(def.name, {
        policy: o.policy,
        retryLimit: o.retryLimit,
        retryDelay: o.retryDelaySeconds,
        retryBackoff: o.backoff,
        expireInSeconds: o.expireInSeconds,
        heartbeatSeconds: o.heartbeatSeconds,
        notify: true,
      })
      .then(async () => {
        // A queue made by an older version (createQueue leaves an existing one as it is): brought to
        // the current options (NOTIFY, lease, expiry, retries). New jobs take them from the queue.
        const q = await r.boss.getQueue(def.name);
        const wanted = { notify: true, heartbeatSeconds: o.heartbeatSeconds, expireInSeconds: o.expireInSeconds, retryLimit: o.retryLimit, retryDelay: o.retryDelaySeconds, retryBackoff: o.backoff };
        const stale = q && (Object.keys(wanted) as (keyof typeof wanted)[]).some((k) => q[k] !== wanted[k]);
        // heartbeatSeconds is not in pg-boss's UpdateQueueOptions type, but updateQueue sets it (plans.updateQueue).
        if (stale) await r.boss.updateQueue(def.name, wanted as Parameters<PgBoss["updateQueue"]>[1]);
      });
    p.catch(() => r.queues.delete(def.name));
    r.queues.set(def.name, p);
  }
  return p;
}

/**
 * Starts the queue of the current database and creates every defined job's queue. Called before
 * requests are served (server.ts through startWorkers, tests in db/test-setup.ts): on PGlite's single
 * connection, an enqueue inside a transaction must not be the first thing to touch the queue.
 */
export async function prepareJobs(): Promise<void> {
  await runner();
}

/** Stops this process's queue client (tests' teardown; server.ts uses startWorkers' stop function). */
export async function stopJobs(): Promise<void> {
  const s = state();
  const r = s.runner;
  s.runner = undefined;
  if (!r) return;
  // Queues still being created would fail against the stopped client, at error level, on every
  // first start after a catalogue change (review F10): let them finish first.
  await r.ready.catch(() => {});
  await Promise.allSettled(r.queues.values());
  await r.boss.stop({ graceful: r.workers, timeout: 8000, close: true }).catch(() => {});
}

export type EnqueueOptions = {
  /** The open transaction: the job exists only if it commits. */
  tx?: Tx;
  /** Deduplicates with the queue's policy (e.g. "short": one waiting job per key). */
  singletonKey?: string;
  startAfter?: Date;
};

/** Puts a job in the queue. Returns its id, or null when a singleton key dropped it as a duplicate. */
export async function enqueue<P extends object>(job: JobDef<P>, payload: P, opts: EnqueueOptions = {}): Promise<string | null> {
  const r = await runner();
  // The queue must be known before a transaction on PGlite's single connection is involved.
  await ensureQueue(r, job as unknown as JobDef<object>);
  return r.boss.send(job.name, payload, {
    ...(opts.tx ? { db: fromDrizzle(opts.tx as never, sql as never) } : {}),
    ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
    ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
  });
}

type Waiting = { payload: object; singletonKey?: string; done: (err?: unknown) => void };
/** Per queue: the jobs waiting for the next insert, and whether an insert is in flight. */
const batches = new Map<string, { next: Waiting[]; flushing: boolean }>();

/**
 * `enqueue` (no transaction) for jobs sent at a high rate, e.g. a push per chat message: while an
 * insert of this queue is in flight, the jobs sent meanwhile wait and then go in together, one
 * statement for all (decision 0165). Alone, a job is inserted at once, as by `enqueue`. Resolves once
 * the job is stored (or dropped as a duplicate of a waiting singleton key); rejects if the insert failed.
 */
export function enqueueBatched<P extends object>(job: JobDef<P>, payload: P, opts: { singletonKey?: string } = {}): Promise<void> {
  let batch = batches.get(job.name);
  if (!batch) batches.set(job.name, (batch = { next: [], flushing: false }));
  const b = batch;
  return new Promise<void>((resolve, reject) => {
    b.next.push({ payload, singletonKey: opts.singletonKey, done: (err) => (err === undefined ? resolve() : reject(err)) });
    if (!b.flushing) void flush(job as unknown as JobDef<object>, b);
  });
}

async function flush(job: JobDef<object>, b: { next: Waiting[]; flushing: boolean }) {
  b.flushing = true;
  try {
    while (b.next.length) {
      const waiting = b.next;
      b.next = [];
      try {
        const r = await runner();
        await ensureQueue(r, job);
        // One row per singleton key: the queue's policy would drop the others.
        const keys = new Set<string>();
        const rows = waiting.filter((w) => !w.singletonKey || (!keys.has(w.singletonKey) && keys.add(w.singletonKey)));
        await r.boss.insert(
          job.name,
          rows.map((w) => ({ data: w.payload, ...(w.singletonKey ? { singletonKey: w.singletonKey } : {}) })),
        );
        for (const w of waiting) w.done();
      } catch (err) {
        for (const w of waiting) w.done(err ?? new Error("insert failed"));
      }
    }
  } finally {
    b.flushing = false;
  }
}

async function runOne(def: JobDef<object>, job: BossJob<object>) {
  const started = Date.now();
  try {
    await def.run(job.data ?? {}, { id: job.id, retryCount: job.retryCount });
  } catch (err) {
    metrics().jobs.inc({ job: def.name, result: "failed" });
    throw err;
  }
  metrics().jobs.inc({ job: def.name, result: "completed" });
  log.debug(`job ${def.name} ${job.id} done in ${Date.now() - started} ms`);
}

/** Runs a fetched batch one job after another; each job completes or fails (and is retried) on its own. */
async function runBatch(def: JobDef<object>, jobs: BossJob<object>[]): Promise<JobResult[]> {
  const results: JobResult[] = [];
  for (const job of jobs) {
    try {
      await runOne(def, job);
      results.push({ id: job.id, status: "completed" });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      log.warn(`job ${def.name} ${job.id} attempt ${job.retryCount + 1} failed: ${message}`);
      results.push({ id: job.id, status: "failed", output: { message } });
    }
  }
  return results;
}

/**
 * Starts this instance's workers (server.ts): every defined job is worked, schedules are kept,
 * and pg-boss's maintenance runs. Returns the stop function: jobs in flight get `graceMs`.
 * `install: false` leaves this process's queue client alone (tests run a second "instance").
 *
 * A job starts as soon as it is sent (NOTIFY wakes the queue's worker), not at the next poll, and a
 * backlog is worked without pausing between jobs (batches of BATCH, fetched again while full).
 * Before, each queue took one job per poll: an e-mail waited up to the polling interval, and behind
 * a backlog of N jobs, N intervals — long enough that a match e-mail found its notification already
 * read in the app and was not sent (decision 0150, "Latency").
 */
export async function startWorkers({ pollingIntervalSeconds = 2, graceMs = 8000, install = true, leaseCheckSeconds = LEASE_CHECK_SECONDS } = {}): Promise<() => Promise<void>> {
  const s = state();
  if (install && s.runner) await stopJobs();
  const r = createRunner(true, leaseCheckSeconds);
  if (install) s.runner = r;
  await r.ready;
  for (const def of s.defs.values()) {
    await r.boss.work<object>(
      def.name,
      // The NOTIFY backstop polls as often as the plain poll would (pg-boss would relax it to 30 s).
      { pollingIntervalSeconds, notifyPollingIntervalSeconds: pollingIntervalSeconds, batchSize: BATCH, burstWhenBatchFull: true, perJobResults: true },
      (jobs) => runBatch(def, jobs),
    );
  }
  for (const [name, cron] of s.schedules) await r.boss.schedule(name, cron);
  return async () => {
    await r.boss.stop({ graceful: true, timeout: graceMs, close: true });
    if (s.runner === r) s.runner = undefined;
  };
}

/**
 * Runs every due job in this process until none is left (tests; never in production, where
 * workers poll). Failures are recorded as pg-boss would (retry with backoff, then failed).
 * Returns how many attempts ran.
 */
export async function drainJobs({ max = 500 } = {}): Promise<number> {
  const r = await runner();
  let ran = 0;
  for (let more = true; more && ran < max; ) {
    more = false;
    for (const def of state().defs.values()) {
      await ensureQueue(r, def);
      const [job] = await r.boss.fetch<object>(def.name, { batchSize: 1 });
      if (!job) continue;
      more = true;
      ran += 1;
      try {
        await runOne(def, job);
        await r.boss.complete(def.name, job.id);
      } catch (err) {
        await r.boss.fail(def.name, job.id, { message: err instanceof Error ? err.message : String(err) });
      }
    }
  }
  return ran;
}

/** A job's record (tests and operators): state, attempts, when it may run next, its last error. */
export async function jobRecord(job: JobDef<object> | string, id: string) {
  const r = await runner();
  return r.boss.getJobById<object>(typeof job === "string" ? job : job.name, id);
}

export type QueueHealth = { waiting: number; active: number; failed: number; oldest_waiting_seconds: number | null };

/** Queue health for /api/health: jobs waiting (due or deferred), running, failed for good, and the oldest due job's age. */
export async function queueHealth(): Promise<QueueHealth> {
  const h = dbHandle();
  const query = sql`select
      count(*) filter (where state in ('created', 'retry'))::int as waiting,
      count(*) filter (where state = 'active')::int as active,
      count(*) filter (where state = 'failed')::int as failed,
      extract(epoch from now() - min(created_on) filter (where state in ('created', 'retry') and start_after <= now()))::float as oldest
    from pgboss.job`;
  const res = (await h.db.execute(query)) as unknown as { rows?: Record<string, unknown>[] } | Record<string, unknown>[];
  const row = (Array.isArray(res) ? res[0] : res.rows?.[0]) ?? {};
  const oldest = row.oldest == null ? null : Math.round(Number(row.oldest));
  return { waiting: Number(row.waiting ?? 0), active: Number(row.active ?? 0), failed: Number(row.failed ?? 0), oldest_waiting_seconds: oldest };
}
