/**
 * Every Socket.IO event, typed once for both ends: the server (app/_realtime/socket-server.ts,
 * `publish`, the socket features in app/_realtime) and the browser (components/realtime). Types
 * only: the browser bundle takes nothing from here at run time.
 */
import type { Viewer } from "@/lib/auth/session";
import type { Message, MessagesReadEvent } from "@/lib/messages";
import type { NotificationEvent } from "@/lib/notifications";

/**
 * A refused event: the text to show, its HTTP-style status (429 too fast, 503 the database is not
 * answering...) and, for those two, the seconds to wait before sending again.
 */
export type EventFailure = { ok: false; error: string; status?: number; retry_after?: number };
/** The answer of an event the client sent: its data, or the error text to show. */
export type ChatAck = { ok: true; message: Message } | EventFailure;
export type MarkReadAck = { ok: true; marked: number; unread_total: number } | EventFailure;

/** What the server sends: to one user's sockets (`publish`) or to one socket. */
export interface ServerToClientEvents {
  /** SPEC §7: a stored message, to the receiver's and the sender's sockets. */
  new_message: (message: Message) => void;
  /** A thread was read in one tab: every tab of the reader updates its badge. */
  messages_read: (event: MessagesReadEvent) => void;
  /** To each socket as it connects (and reconnects): the unread total for the badge. */
  unread_messages: (event: { count: number }) => void;
  /** The bell and /match-noti: a new notification and/or the unread count. */
  notification: (event: NotificationEvent) => void;
  /** Just before a suspension or ban closes the gardener's sockets: the shell leaves for /login. */
  session_ended: (event: { reason: "suspended" }) => void;
}

/** What the browser (or a Bearer-token client) sends, each with an acknowledgement. */
export interface ClientToServerEvents {
  /** SPEC §7: `receiver_id, content`, optional `client_id` (a retry answers the stored message). */
  send_message: (payload: { receiver_id: number; content: string; client_id?: string }, ack: (reply: ChatAck) => void) => void;
  /** The messages `other_id` sent me are read. */
  mark_read: (payload: { other_id: number }, ack: (reply: MarkReadAck) => void) => void;
}

/** What the server keeps on each socket: the viewer the handshake authenticated, and when its session was last checked. */
export interface SocketData {
  viewer: Viewer;
  sessionCheckedAt: number;
}
