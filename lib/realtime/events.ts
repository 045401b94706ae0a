/**
 * Every Socket.IO event, typed once for both ends: the server (app/_realtime/socket-server.ts,
 * `publish`, the socket features in app/_realtime) and the browser (components/realtime). Types
 * only: the browser bundle takes nothing from here at run time.
 */
import type { schema } from "@/db";
import type { Viewer } from "@/lib/viewer";
import type { Currency } from "@/lib/validation/money";

// The payloads are declared here, with the events (lib/messages and lib/notifications re-export
// them), so realtime depends on no domain folder: the domains publish through it.
/** SPEC §7's message, as the API and the socket send it. */
export type Message = { id: number; sender_id: number; receiver_id: number; content: string; created_at: string };
/** A thread was read: every tab of the reader updates its badge. */
export type MessagesReadEvent = { other_id: number; unread_total: number };

export type NotificationKind = (typeof schema.notifications.kind.enumValues)[number];

export type NotificationDTO = {
  id: number;
  kind: NotificationKind;
  created_at: string;
  read: boolean;
  /** Who caused it: the seller of a match, the gardener who asked or accepted. */
  actor: { id: number; username: string; profile_picture: string | null; city: string | null; state: string | null } | null;
  /** The matching listing while the viewer may still see it; null once it is taken down or made private. */
  listing: {
    id: number;
    title: string;
    featured_image: string | null;
    category_id: number;
    type_id: number;
    price: number;
    /** The seller's currency, which the price is in (issue 38). */
    currency: Currency;
    owner_id: number;
    /** "about 3 km" from the viewer's own place (issue 13); null when either place is unknown. */
    distance_bucket: string | null;
  } | null;
  /** The viewer's wish that matched. */
  want: { id: number; title: string; category_id: number } | null;
  /** friend_request only: where the request stands now. */
  friend_status: "pending" | "accepted" | "none" | null;
  /** warning only: the moderators' reason. */
  note: string | null;
  /** first_refusal only (issue 32): where the offer stands ("lapsed" once its deadline passed) and its deadline. */
  offer: { state: "open" | "accepted" | "declined" | "lapsed" | "ended"; expires_at: string } | null;
  /** swap_day_soon and swap_day_cancelled only (issue 34): the swap day while the viewer may still see it. */
  event: { id: number; title: string; starts_at: string } | null;
};

/** What is left of a glut (issue 36) and whether it completed (state_id 3 at zero). */
export type PortionsLeftEvent = { listing_id: number; remaining: number; state_id: number };

/** The live event the bell and /match-noti listen to. */
export type NotificationEvent = { unread: number; notification?: NotificationDTO };

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
  /** Issue 36: what is left of a glut, to every viewer of its page (watch_listing). */
  portions_left: (event: PortionsLeftEvent) => void;
  /**
   * Live events may have been missed (the link between instances, Redis, was down and is back):
   * fetch what changed, as after a reconnection (decision 0203).
   */
  resync: () => void;
}

/** What the browser (or a Bearer-token client) sends, each with an acknowledgement. */
export interface ClientToServerEvents {
  /** SPEC §7: `receiver_id, content`, optional `client_id` (a retry answers the stored message). */
  send_message: (payload: { receiver_id: number; content: string; client_id?: string }, ack: (reply: ChatAck) => void) => void;
  /** The messages `other_id` sent me are read. */
  mark_read: (payload: { other_id: number }, ack: (reply: MarkReadAck) => void) => void;
  /** Issue 36: this tab shows a listing's page; it hears portions_left while the listing is visible to it. */
  watch_listing: (payload: { id: number }, ack: (reply: { ok: true } | EventFailure) => void) => void;
}

/** What the server keeps on each socket: the viewer the handshake authenticated, and when its session was last checked. */
export interface SocketData {
  viewer: Viewer;
  sessionCheckedAt: number;
}
