import { isAppError } from "@/lib/errors";
import { log } from "@/lib/log";
import { markThreadRead, sendMessage, unreadTotal, type Message } from "@/lib/messages";
import { authenticateHandshake, registerSocketFeature, type AuthedSocket, type SocketFeature } from "./socket-server";

/** SPEC §7 realtime: the client emits send_message {receiver_id, content}; everyone concerned gets new_message. */
export const SEND_MESSAGE = "send_message";
export const MARK_READ = "mark_read";
/** Sent to each socket as it connects (and reconnects): the current unread total for the badge. */
export const UNREAD_MESSAGES = "unread_messages";

export type ChatAck = { ok: true; message: Message } | { ok: false; error: string };
export type MarkReadAck = { ok: true; marked: number; unread_total: number } | { ok: false; error: string };

export const RATE_LIMITED = "You are sending messages too quickly. Please wait a moment.";
export const SESSION_ENDED = "Your session has ended. Please log in again.";
const FAILED = "Your message could not be sent. Please try again.";

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

export const MESSAGES_PER_SECOND = 5;
/** How long a socket's session check stays good: a logged-out session stops sending within this. */
const SESSION_RECHECK_MS = 30_000;

/**
 * Events arrive as (payload, ack) — but a client may send anything: no payload, no ack, an ack in
 * the wrong place. Find the ack if there is one; never throw.
 */
function split(args: unknown[]): { payload: unknown; ack: (reply: unknown) => void } {
  const last = args[args.length - 1];
  const ack = typeof last === "function" ? (last as (reply: unknown) => void) : () => {};
  return { payload: typeof args[0] === "function" ? undefined : args[0], ack };
}

function errorText(e: unknown): string {
  if (isAppError(e)) return e.message;
  log.error("chat: unexpected error", e);
  return FAILED;
}

export const chatFeature: SocketFeature = (socket: AuthedSocket) => {
  const viewer = socket.data.viewer;
  const allowSend = rateLimiter(MESSAGES_PER_SECOND);
  const allowRead = rateLimiter(10);
  let checkedAt = Date.now();

  /** The session may have ended (logout elsewhere, password reset) since the handshake. */
  function endSession(ack: (reply: unknown) => void) {
    ack({ ok: false, error: SESSION_ENDED });
    socket.disconnect(true);
  }

  async function sessionAlive(): Promise<boolean> {
    if (Date.now() - checkedAt < SESSION_RECHECK_MS) return true;
    let still: Awaited<ReturnType<typeof authenticateHandshake>>;
    try {
      still = await authenticateHandshake(socket.handshake);
    } catch {
      return true; // the database did not answer: not a logout (the send itself will fail and say so)
    }
    if (still?.id !== viewer.id) return false;
    checkedAt = Date.now();
    return true;
  }

  socket.on(SEND_MESSAGE, async (...args: unknown[]) => {
    const { payload, ack } = split(args);
    if (!allowSend()) return ack({ ok: false, error: RATE_LIMITED } satisfies ChatAck);
    try {
      if (!(await sessionAlive())) return endSession(ack);
      // The sender is the authenticated viewer, whatever the payload says.
      const message = await sendMessage(viewer, payload);
      ack({ ok: true, message } satisfies ChatAck);
    } catch (e) {
      ack({ ok: false, error: errorText(e) } satisfies ChatAck);
    }
  });

  socket.on(MARK_READ, async (...args: unknown[]) => {
    const { payload, ack } = split(args);
    if (!allowRead()) return ack({ ok: false, error: RATE_LIMITED } satisfies MarkReadAck);
    try {
      if (!(await sessionAlive())) return endSession(ack);
      ack({ ok: true, ...(await markThreadRead(viewer, payload)) } satisfies MarkReadAck);
    } catch (e) {
      ack({ ok: false, error: errorText(e) } satisfies MarkReadAck);
    }
  });

  // Every (re)connection learns the current unread total: nothing is missed while offline.
  unreadTotal(viewer).then(
    (count) => socket.emit(UNREAD_MESSAGES, { count }),
    (e) => log.warn("chat: unread total failed", e),
  );
};

registerSocketFeature(chatFeature);
