import { socketEvent, socketRun } from "@/app/_doors/socket";
import { LIMITS } from "@/lib/limits";
import { countUnreadMessages } from "@/lib/messages/count-unread-messages";
import { markThreadRead } from "@/lib/messages/mark-thread-read";
import { sendMessage } from "@/lib/messages/send-message";
import type { ChatAck, MarkReadAck } from "@/lib/realtime/events";
import type { SocketFeature } from "@/app/_realtime/socket-server";

/** Flood guards of one socket, before the per-sender budget every door shares (LIMITS.sendMessage). */
export const MESSAGES_PER_SECOND = LIMITS.sendMessage[0].points;
const READS_PER_SECOND = 10;
/** The answer past either limit. */
export const RATE_LIMITED = LIMITS.sendMessage[0].message!;

/**
 * SPEC §7 realtime, the chat's socket events: send_message and mark_read run the same use cases as
 * POST /api/messages and POST /api/messages/{id}/read (one message budget for every door); each
 * (re)connection learns the unread total, so nothing is missed while offline.
 */
export const chatFeature: SocketFeature = (socket) => {
  socket.on(
    "send_message",
    socketEvent(sendMessage, {
      ack: (message): ChatAck => ({ ok: true, message }),
      failed: "Your message could not be sent. Please try again.",
      perSecond: MESSAGES_PER_SECOND,
    })(socket),
  );
  socket.on("mark_read", socketEvent(markThreadRead, { ack: (read): MarkReadAck => ({ ok: true, ...read }), perSecond: READS_PER_SECOND })(socket));

  void socketRun(countUnreadMessages, {})(socket).then((count) => {
    if (count !== undefined) socket.emit("unread_messages", { count });
  });
};
