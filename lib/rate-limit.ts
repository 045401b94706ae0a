import type { Viewer } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import type { CallContext } from "@/lib/use-case";

/**
 * A limit declared on a use case: at most `points` calls per `per` seconds for one key. The key is
 * the signed-in user, the caller's IP, or a value of the input (an e-mail address, say); a call with
 * no key for a limit (an anonymous caller of a per-user limit) is not counted by that limit.
 */
export type Limit<I> = {
  points: number;
  per: number;
  by: "user" | "ip" | ((input: I, viewer: Viewer | null) => string | null | undefined);
  /** Shared bucket name: use cases that name the same bucket share one count (messages on every door). */
  bucket?: string;
  message?: string;
};

export const RATE_LIMITED = "Too many requests. Please wait a moment and try again.";

export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterS: number,
  ) {
    super("rate_limited", message);
  }
}

// In-memory fixed windows: the simple default until a shared store is configured.
const windows = new Map<string, { resetAt: number; count: number }>();

function keyOf<I>(limit: Limit<I>, viewer: Viewer | null, input: I, ctx: CallContext): string | null {
  if (limit.by === "user") return viewer ? `u:${viewer.id}` : null;
  if (limit.by === "ip") return ctx.ip ? `ip:${ctx.ip}` : null;
  const k = limit.by(input, viewer);
  return k ? `k:${k}` : null;
}

export async function enforceLimits<I>(name: string, limits: readonly Limit<I>[], viewer: Viewer | null, input: I, ctx: CallContext) {
  const now = Date.now();
  limits.forEach((limit, i) => {
    const key = keyOf(limit, viewer, input, ctx);
    if (!key) return;
    const id = `${limit.bucket ?? `${name}#${i}`}|${key}`;
    let w = windows.get(id);
    if (!w || w.resetAt <= now) {
      w = { resetAt: now + limit.per * 1000, count: 0 };
      windows.set(id, w);
    }
    w.count += 1;
    if (w.count > limit.points) throw new RateLimitedError(limit.message ?? RATE_LIMITED, Math.max(1, Math.ceil((w.resetAt - now) / 1000)));
  });
}

/** Tests start every case with fresh counts. */
export function resetLimits() {
  windows.clear();
}
