import type { Server, ServerResponse } from "node:http";

/**
 * Graceful stop of one instance (decision 0002): stop taking work at once, finish the work in flight,
 * publish what it committed, then close. Shared by server.ts and bench/chat/server.ts (the
 * multi-instance test processes), so the tests stop the way production does.
 *
 * "Work in flight" is every HTTP request whose handler started and every socket event being handled
 * (app/_doors/socket.ts): both may commit, and both publish after committing, so realtime and the
 * database stay open until they are done. It lives on globalThis: Next bundles route handlers apart
 * from server.ts.
 */
type State = { stopping: boolean; inFlight: number; idle: Set<() => void> };
const g = globalThis as { __gardenswapShutdown?: State };
const state = (): State => (g.__gardenswapShutdown ??= { stopping: false, inFlight: 0, idle: new Set() });

/** Seconds a client is told to wait (Retry-After) when it reaches an instance that is stopping. */
export const STOPPING_RETRY_AFTER_S = 2;
export const STOPPING_DETAIL = "This server is restarting. Please try again in a moment.";

export function isStopping(): boolean {
  return state().stopping;
}

/** Counts `work` as in flight until it settles; the stop waits for it (within its budget). */
export function trackInFlight<T>(work: Promise<T>): Promise<T> {
  const s = state();
  s.inFlight += 1;
  const done = () => {
    s.inFlight -= 1;
    if (s.inFlight === 0) for (const resolve of s.idle) resolve();
  };
  work.then(done, done);
  return work;
}

/** Resolves true once nothing is in flight, or false after `ms`. */
export function drained(ms: number): Promise<boolean> {
  const s = state();
  if (s.inFlight === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const finish = (value: boolean) => {
      clearTimeout(timer);
      s.idle.delete(onIdle);
      resolve(value);
    };
    const onIdle = () => finish(true);
    const timer = setTimeout(() => finish(false), ms);
    s.idle.add(onIdle);
  });
}

const open = new Set<ServerResponse>();

/**
 * The first thing a request listener calls. While running: counts the request in flight until its
 * response closes, and returns false (go on). Once stopping: answers 503 with Retry-After and
 * `Connection: close` before any work, so nothing is committed without an answer, and returns true.
 */
export function refuseOrTrack(res: ServerResponse): boolean {
  if (isStopping()) {
    res.shouldKeepAlive = false;
    res
      .writeHead(503, { "content-type": "application/json", "retry-after": String(STOPPING_RETRY_AFTER_S), connection: "close" })
      .end(JSON.stringify({ detail: STOPPING_DETAIL }));
    return true;
  }
  open.add(res);
  trackInFlight(new Promise<void>((resolve) => res.once("close", () => (open.delete(res), resolve()))));
  return false;
}

/**
 * SIGTERM's first step: no new connection (`server.close()`), idle kept-alive connections closed at
 * once, and every response still to be sent says `Connection: close`, so a busy connection ends
 * after its current answer instead of taking more work.
 */
export function stopTakingWork(server: Server) {
  state().stopping = true;
  server.close();
  for (const res of open) if (!res.headersSent) res.shouldKeepAlive = false;
  server.closeIdleConnections();
  // A response whose head went out with keep-alive before SIGTERM leaves an idle connection behind
  // when it ends: closed on the next sweep (a request it sends meanwhile is refused, see above).
  const closeIdle = setInterval(() => server.closeIdleConnections(), 100);
  closeIdle.unref();
  server.once("close", () => clearInterval(closeIdle));
}

/** Resets the module's state (tests that stop a server in-process and then start another). */
export function resetShutdownState() {
  const s = state();
  s.stopping = false;
  s.inFlight = 0;
  s.idle.clear();
  open.clear();
}

export type StopSteps = {
  server: Server;
  /** app/_realtime/socket-server.ts's attachRealtime result. */
  realtime: { disconnectClients: () => void; close: () => Promise<void> };
  /** The job workers' stop (lib/jobs startWorkers), run alongside the HTTP drain. */
  stopWorkers?: () => Promise<unknown>;
  closeDb: () => Promise<unknown>;
  /** How long requests and socket events in flight may take to finish before they are cut. */
  drainMs: number;
  /** Told each step's name and time, so a slow stop says where it waited. */
  onStep?: (step: string, ms: number) => void;
  /** Runs with the first step (server.ts: closes upgraded sockets that are not Socket.IO's). */
  alsoAtOnce?: () => void;
};

/**
 * The whole stop, in order: take no new work; let requests, socket events and jobs in flight finish
 * (together, within `drainMs`) while realtime and the database stay open, so whatever they commit is
 * answered and published; cut what is left; close realtime (its Redis client sends every pending
 * publish before it quits), then the database.
 */
export async function stopGracefully({ server, realtime, stopWorkers, closeDb, drainMs, onStep, alsoAtOnce }: StopSteps) {
  const timed = async <T>(step: string, run: () => Promise<T>): Promise<T> => {
    const t0 = Date.now();
    const result = await run();
    onStep?.(step, Date.now() - t0);
    return result;
  };
  stopTakingWork(server);
  alsoAtOnce?.();
  // Clients reconnect to another instance at once ("transport close", not "io server disconnect").
  realtime.disconnectClients();
  const [finished] = await Promise.all([
    timed("requests and socket events finished", () => drained(drainMs)),
    stopWorkers ? timed("job workers stopped", stopWorkers) : undefined,
  ]);
  if (!finished) onStep?.(`requests still in flight after ${drainMs} ms were cut`, 0);
  server.closeAllConnections();
  await timed("realtime closed", () => realtime.close());
  await timed("database closed", () => Promise.resolve(closeDb()));
}
