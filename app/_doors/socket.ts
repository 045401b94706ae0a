import "@/lib/validation/zod-config";
import type { z } from "zod";
import { STATUS, type AppError } from "@/lib/errors";
import { asAppError, UNAVAILABLE_RETRY_S } from "@/lib/outage";
import { log } from "@/lib/log";
import { trackInFlight } from "@/lib/shutdown";
import { RateLimitedError } from "@/lib/rate-limit";
import type { EventFailure } from "@/lib/realtime/events";
import { authenticateHandshake, type AuthedSocket } from "@/app/_realtime/socket-server";
import { execute, type CallerKind, type UseCase } from "@/lib/use-case";
import { env } from "@/lib/env";
import { handshakeAddress } from "@/lib/security/client-ip";
import { pickLocale, type Locale } from "@/lib/i18n/locales";
import { sayIn } from "./details";

/** The caller's address for per-IP limits: the handshake's, X-Forwarded-For only from TRUSTED_PROXIES (server.ts's rule). */
const ipOf = (socket: AuthedSocket) => handshakeAddress(socket.handshake, env().TRUSTED_PROXIES);

/**
 * The language of a socket's answers (issue 38): the gardener's setting as the handshake found it,
 * else the handshake's Accept-Language, else English (the API's rule, app/_doors/answer.ts callerLocale).
 */
export function socketLocale(socket: Pick<AuthedSocket, "data" | "handshake">): Locale {
  const accept = socket.handshake?.headers?.["accept-language"];
  return pickLocale({ user: socket.data.viewer?.language, acceptLanguage: Array.isArray(accept) ? accept.join(",") : accept });
}

/** The answer of an event; a refusal as the other doors answer it (a 429 or an outage's 503 with retry_after). */
export type SocketAck<O> = { ok: true; data: O } | EventFailure;
export const SOCKET_FAILED = "Something went wrong. Please try again.";
export const SESSION_ENDED = "Your session has ended. Please log in again.";
/** Answer of an event past its per-socket rate (`perSecond`). */
export const SOCKET_TOO_FAST = "You are sending messages too quickly. Please wait a moment.";
/** How long a socket's session check stays good: a session ended elsewhere stops sending within this. */
const SESSION_RECHECK_MS = 30_000;

/**
 * Events arrive as (payload, ack), but a client may send anything: no payload, no ack, an ack in
 * the wrong place. Find the ack if there is one; never throw.
 */
export function splitSocketArgs(args: unknown[]): { payload: unknown; ack: (reply: unknown) => void } {
  const last = args[args.length - 1];
  const ack = typeof last === "function" ? (last as (reply: unknown) => void) : () => {};
  return { payload: typeof args[0] === "function" ? undefined : args[0], ack };
}

/** Per-socket token bucket: `rate` events per second, bursts up to `rate`. */
export function rateLimiter(rate: number, now: () => number = Date.now) {
  let tokens = rate;
  let last = now();
  return () => {
    const t = now();
    tokens = Math.min(rate, tokens + ((t - last) / 1000) * rate);
    last = t;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

/**
 * The session may have ended (logout elsewhere, password reset) since the handshake; ending a
 * session closes its sockets at once, and this re-check (at most every 30 s) is the backstop. A
 * database that does not answer is not a logout (the call itself will fail and say so).
 */
async function sessionAlive(socket: AuthedSocket): Promise<boolean> {
  socket.data.sessionCheckedAt ??= Date.now();
  if (Date.now() - socket.data.sessionCheckedAt < SESSION_RECHECK_MS) return true;
  let still: Awaited<ReturnType<typeof authenticateHandshake>>;
  try {
    still = await authenticateHandshake(socket.handshake);
  } catch {
    return true;
  }
  if (still?.id !== socket.data.viewer.id) return false;
  socket.data.sessionCheckedAt = Date.now();
  return true;
}

export type SocketEventOptions<O> = {
  /** The acknowledgement of a success; `{ ok: true, data }` by default. */
  ack?: (output: O) => unknown;
  /** Error text of an unexpected failure (a bug, not an AppError). */
  failed?: string;
  /** Flood guard for this event on one socket (events per second), before anything else runs. */
  perSecond?: number;
};

function socketFailure(e: AppError, locale: Locale): EventFailure {
  const retryAfter = e instanceof RateLimitedError ? e.retryAfterS : e.kind === "unavailable" ? UNAVAILABLE_RETRY_S : undefined;
  return { ok: false, status: STATUS[e.kind], error: sayIn(e.message, locale), ...(retryAfter !== undefined && { retry_after: retryAfter }) };
}

/**
 * The socket-event door: `socket.on("send_message", socketEvent(sendMessage)(socket))`. The viewer is
 * the one the handshake authenticated (its session re-checked); the ack carries the result or the
 * error text. Limits declared on the use case are shared with every other door.
 */
export function socketEvent<S extends z.ZodType, O, C extends CallerKind>(useCase: UseCase<S, O, C>, opts: SocketEventOptions<O> = {}) {
  return (socket: AuthedSocket) => {
    const allow = opts.perSecond ? rateLimiter(opts.perSecond) : () => true;
    // Counted in flight (lib/shutdown.ts): a stopping instance finishes and publishes it before closing.
    return (...args: unknown[]) => trackInFlight(handle(args));
    async function handle(args: unknown[]) {
      const { payload, ack } = splitSocketArgs(args);
      // Errors in the gardener's language; the English ones are the SPEC's.
      const locale = socketLocale(socket);
      if (!allow()) return ack({ ok: false, status: 429, error: sayIn(SOCKET_TOO_FAST, locale), retry_after: 1 } satisfies SocketAck<O>);
      try {
        if (!(await sessionAlive(socket))) {
          ack({ ok: false, status: 401, error: sayIn(SESSION_ENDED, locale) } satisfies SocketAck<O>);
          socket.disconnect(true);
          return;
        }
        const output = await execute(useCase, socket.data.viewer, () => payload, { door: "socket", ip: ipOf(socket) });
        ack(opts.ack ? opts.ack(output) : ({ ok: true, data: output } satisfies SocketAck<O>));
      } catch (e) {
        // An AppError or a database outage (503 "try again") is answered; anything else is a bug.
        const known = asAppError(e);
        if (!known) log.error(`socket ${useCase.name} failed`, e);
        ack(known ? socketFailure(known, locale) : ({ ok: false, status: 500, error: sayIn(opts.failed ?? SOCKET_FAILED, locale) } satisfies SocketAck<O>));
      }
    }
  };
}

/**
 * A use case the server runs for a socket on its own initiative (on connect, say): the same viewer,
 * caller check, input and limits as an event; a failure is logged and answers undefined.
 */
export function socketRun<S extends z.ZodType, O, C extends CallerKind>(useCase: UseCase<S, O, C>, input: z.input<S>) {
  return async (socket: AuthedSocket): Promise<O | undefined> => {
    try {
      return await execute(useCase, socket.data.viewer, () => input, { door: "socket", ip: ipOf(socket) });
    } catch (e) {
      log.warn(`socket ${useCase.name} failed`, e);
      return undefined;
    }
  };
}
