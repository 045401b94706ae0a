import "@/lib/validation/zod-config";
import type { z } from "zod";
import { isAppError } from "@/lib/errors";
import { log } from "@/lib/log";
import type { AuthedSocket } from "@/lib/realtime/socket-server";
import { execute, type CallerKind, type UseCase } from "@/lib/use-case";

export type SocketAck<O> = { ok: true; data: O } | { ok: false; error: string };
export const SOCKET_FAILED = "Something went wrong. Please try again.";

/**
 * Events arrive as (payload, ack), but a client may send anything: no payload, no ack, an ack in
 * the wrong place. Find the ack if there is one; never throw.
 */
export function splitSocketArgs(args: unknown[]): { payload: unknown; ack: (reply: unknown) => void } {
  const last = args[args.length - 1];
  const ack = typeof last === "function" ? (last as (reply: unknown) => void) : () => {};
  return { payload: typeof args[0] === "function" ? undefined : args[0], ack };
}

/**
 * The socket-event door: `socket.on("send_message", socketEvent(sendMessage)(socket))`. The viewer is
 * the one the handshake authenticated; the ack carries the result or the error text.
 */
export function socketEvent<S extends z.ZodType, O, C extends CallerKind>(
  useCase: UseCase<S, O, C>,
  opts: { ack?: (output: O) => unknown } = {},
) {
  return (socket: AuthedSocket) =>
    async (...args: unknown[]) => {
      const { payload, ack } = splitSocketArgs(args);
      try {
        const output = await execute(useCase, socket.data.viewer, () => payload, { door: "socket", ip: socket.handshake.address ?? null });
        ack(opts.ack ? opts.ack(output) : ({ ok: true, data: output } satisfies SocketAck<O>));
      } catch (e) {
        if (!isAppError(e)) log.error(`socket ${useCase.name} failed`, e);
        ack({ ok: false, error: isAppError(e) ? e.message : SOCKET_FAILED } satisfies SocketAck<O>);
      }
    };
}
