import { connect, type Socket } from "node:net";
import postgres from "postgres";

/**
 * The client-side deadline for Postgres (decision 0203). postgres.js has no query timeout of its
 * own, and `statement_timeout` is enforced by a server that, behind a dropped network path, never
 * sees the query: without this a partition hangs every request for as long as it lasts.
 *
 * The rule: a query that has waited `stallMs` without an answer, or that failed for want of a
 * connection, makes the breaker probe the database on a fresh connection (`select 1`, `probeMs` at
 * most). A slow query alone changes nothing (the probe answers). A failed probe opens the breaker:
 * every waiting query fails at once, every connection is destroyed (held ones would never answer),
 * and new queries fail at once with DATABASE_DOWN (a 503 + Retry-After at every door) while it
 * probes again every `reprobeMs`; the first probe answered closes it.
 */
export const DATABASE_DOWN = "DATABASE_DOWN";

export type BreakerTiming = { stallMs: number; probeMs: number; reprobeMs: number };
export const BREAKER_TIMING: BreakerTiming = { stallMs: 500, probeMs: 1_000, reprobeMs: 500 };

const downError = () => Object.assign(new Error("database unreachable (circuit open)"), { code: DATABASE_DOWN });

/** postgres.js connection options (hosts, ports or a unix socket path) as it passes them to `socket`. */
type ConnectOptions = { host: string[]; port: number[]; path?: string | false };

export class DatabaseBreaker {
  private isOpen = false;
  private disposed = false;
  private probing: Promise<void> | null = null;
  private reprobe: ReturnType<typeof setTimeout> | null = null;
  private readonly sockets = new Set<Socket>();
  private readonly waiting = new Set<(e: Error) => void>();
  /** Called once each time it opens (the custom server answers pages in flight "back soon" at once). */
  readonly onOpen = new Set<() => void>();

  constructor(
    private readonly url: string,
    private readonly timing: BreakerTiming = BREAKER_TIMING,
    private readonly onChange: (open: boolean) => void = () => {},
  ) {}

  get open() {
    return this.isOpen;
  }

  /** postgres.js' `socket` option: the pool's connections, tracked so an opening breaker can cut them. */
  readonly socket = (o: ConnectOptions): Socket => {
    const s = o.path ? connect(o.path) : connect(o.port[0], o.host[0]);
    this.sockets.add(s);
    s.once("close", () => this.sockets.delete(s));
    return s;
  };

  /** Runs `query` (started by `then`), answering DATABASE_DOWN at once while open or when it opens. */
  guard<T>(start: () => PromiseLike<T>): Promise<T> {
    if (this.isOpen) return Promise.reject(downError());
    return new Promise<T>((resolve, reject) => {
      const fail = (e: Error) => settle(() => reject(e));
      let done = false;
      const settle = (f: () => void) => {
        if (done) return;
        done = true;
        clearTimeout(stall);
        this.waiting.delete(fail);
        f();
      };
      this.waiting.add(fail);
      const stall = setTimeout(() => void this.check(), this.timing.stallMs);
      start().then(
        (v) => settle(() => resolve(v)),
        (e: unknown) => {
          // A lost connection answers once the probe has decided, so a page failing on it finds
          // the breaker open (and answers "back soon") rather than racing the probe.
          if (isConnectionError(e)) void this.check().finally(() => settle(() => reject(e)));
          else settle(() => reject(e));
        },
      );
    });
  }

  /** One probe at a time; opens or closes the breaker by its answer. */
  check(): Promise<void> {
    this.probing ??= this.probe()
      .then((up) => (up ? this.close() : this.trip()))
      .finally(() => (this.probing = null));
    return this.probing;
  }

  private async probe(): Promise<boolean> {
    const sockets = new Set<Socket>();
    const sql = postgres(this.url, {
      max: 1,
      onnotice: () => {},
      connect_timeout: Math.ceil(this.timing.probeMs / 1000),
      socket: (o: ConnectOptions) => {
        const s = o.path ? connect(o.path) : connect(o.port[0], o.host[0]);
        sockets.add(s);
        return s;
      },
    } as postgres.Options<Record<string, never>>);
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([sql`select 1`, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error("probe timed out")), this.timing.probeMs)))]);
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
      for (const s of sockets) s.destroy();
      void sql.end({ timeout: 0 }).catch(() => {});
    }
  }

  private trip() {
    const wasOpen = this.isOpen;
    this.isOpen = true;
    for (const fail of [...this.waiting]) fail(downError());
    for (const s of this.sockets) s.destroy();
    if (!wasOpen) {
      this.onChange(true);
      for (const listener of [...this.onOpen]) listener();
    }
    if (this.disposed) return;
    this.reprobe = setTimeout(() => void this.check(), this.timing.reprobeMs);
    this.reprobe.unref?.();
  }

  private close() {
    if (this.reprobe) clearTimeout(this.reprobe);
    this.reprobe = null;
    if (!this.isOpen) return;
    this.isOpen = false;
    this.onChange(false);
  }

  /** Stops probing (the pool is closing). */
  dispose() {
    this.disposed = true;
    if (this.reprobe) clearTimeout(this.reprobe);
    this.reprobe = null;
  }
}

/** postgres.js lost (or never got) its connection: worth a probe, unlike a query's own error. */
function isConnectionError(e: unknown): boolean {
  const code = (e as { code?: unknown })?.code;
  return typeof code === "string" && (/^(CONNECT|CONNECTION)_/.test(code) || /^E[A-Z]+$/.test(code) || /^08/.test(code) || /^57P0/.test(code));
}
