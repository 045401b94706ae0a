import { and, count, eq, isNull } from "drizzle-orm";
import { db, schema } from "@/db";
import type { NotificationDTO } from "@/lib/notifications";
import type { PushNotice } from "./send";

const { messages } = schema;

/**
 * A new message: one notification per sender that counts what is still unread ("3 new messages
 * from basil"), replacing the previous one. The text itself is only the optional short preview.
 */
export async function messageNotice(m: { sender_id: number; receiver_id: number; content: string }, senderName: string): Promise<PushNotice> {
  const [row] = await db()
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.receiverId, m.receiver_id), eq(messages.senderId, m.sender_id), isNull(messages.readAt)));
  const unread = Math.max(1, Number(row?.n ?? 1));
  return {
    kind: "messages",
    title: unread === 1 ? `New message from ${senderName}` : `${unread} new messages from ${senderName}`,
    preview: m.content,
    url: `/messages/${m.sender_id}`,
    tag: `msg-${m.sender_id}`,
  };
}

/** The in-app notifications that also go out as pushes: matches and friend requests. */
export function notificationNotice(n: NotificationDTO): PushNotice | null {
  const who = n.actor?.username ?? "A gardener";
  if (n.kind === "match" && n.listing) {
    return { kind: "matches", title: `A match for your wish list: ${n.listing.title}`, url: `/listings/${n.listing.id}`, tag: `match-${n.listing.id}` };
  }
  if (n.kind === "friend_request") return { kind: "friend_requests", title: `${who} wants to be your friend`, url: "/myfriends", tag: `friend-${n.actor?.id ?? 0}` };
  if (n.kind === "friend_accepted") return { kind: "friend_requests", title: `${who} accepted your friend request`, url: "/myfriends", tag: `friend-${n.actor?.id ?? 0}` };
  return null;
}
