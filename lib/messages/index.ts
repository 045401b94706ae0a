import { and, asc, count, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { db, schema, type Db, type Tx } from "@/db";
import { qualified } from "@/db/sql";
import { isForeignKeyViolation } from "@/db/errors";
import { requireViewer, type Viewer } from "@/lib/auth/session";
import { CANNOT_MESSAGE } from "@/lib/blocks";
import { conflict, forbidden, invalid, notFound } from "@/lib/errors";
import { canSeeGardener, gardenerVisibleToId } from "@/lib/visibility";
import { pushMessages } from "@/lib/push/send";
import { publish } from "@/lib/realtime";
import { imagePath } from "@/lib/users";
import type { sendMessageSchema, threadQuerySchema } from "@/lib/validation/messages";
import type { z } from "zod";

const { messages, users } = schema;

/** SPEC §3: a message as every door returns it. */
export type { Message } from "@/lib/realtime/events";
import type { Message, MessagesReadEvent } from "@/lib/realtime/events";

/** One row of the conversation list: the other gardener, the last message between us, my unread count. */
export type Conversation = {
  id: number;
  username: string;
  profile_picture: string | null;
  last_message: string;
  last_message_at: string;
  last_sender_id: number;
  unread_count: number;
};

/** Sent to the reader's own sockets when a thread was read, so every tab's badge agrees. */

export type SendMessageInput = z.output<typeof sendMessageSchema>;
export type ThreadQuery = Omit<z.output<typeof threadQuerySchema>, "otherUserId">;

export const THREAD_PAGE = 50;

export const CANNOT_MESSAGE_SELF = "You cannot send a message to yourself";
export const RECEIVER_NOT_FOUND = "User not found";
export const CLIENT_ID_REUSED = "This client_id was already used for another message";

const columns = {
  id: messages.id,
  sender_id: messages.senderId,
  receiver_id: messages.receiverId,
  content: messages.content,
  created_at: messages.createdAt,
};

const toMessage = (r: { id: number; sender_id: number; receiver_id: number; content: string; created_at: Date | string }): Message => ({
  id: r.id,
  sender_id: r.sender_id,
  receiver_id: r.receiver_id,
  content: r.content,
  created_at: new Date(r.created_at).toISOString(),
});


/**
 * Stores a message from `me` (the caller of the sendMessage use case, whatever the input says). It
 * is stored first; only a stored message is pushed live, to the receiver's and the sender's sockets
 * (other tabs). A retry with the same client_id answers the stored message.
 */
/**
 * The send path's two statements (canSeeGardener's and the insert), built once per database with
 * placeholders: at chat rates drizzle rebuilt them for every message, a fifth of an instance's CPU
 * (decision 0165). The same statements as building them each time.
 */
function prepareSend(d: Db) {
  const viewerId = sql.placeholder("viewerId");
  const receiverId = sql.placeholder("receiverId");
  return {
    canSee: d
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, receiverId), gardenerVisibleToId(viewerId, qualified(users.id))))
      .limit(1)
      .prepare("messages_can_see"),
    insert: d
      .insert(messages)
      .values({ senderId: viewerId, receiverId, content: sql.placeholder("content"), clientId: sql.placeholder("clientId") })
      .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
      .returning(columns)
      .prepare("messages_insert"),
  };
}
const preparedSend = new WeakMap<Tx, ReturnType<typeof prepareSend>>();
/** The prepared statements of the process's database; none inside a caller's transaction. */
function sendStatements(tx: Tx) {
  if (tx !== db()) return undefined;
  let p = preparedSend.get(tx);
  if (!p) preparedSend.set(tx, (p = prepareSend(tx as Db)));
  return p;
}

export async function storeMessage(me: Viewer, data: SendMessageInput, tx: Tx = db()): Promise<Message> {
  if (data.receiver_id === me.id) throw invalid(CANNOT_MESSAGE_SELF);
  const prepared = sendStatements(tx);
  // Blocked either way, suspended or banned: the same neutral answer to both sides.
  const visible = prepared
    ? Number.isSafeInteger(data.receiver_id) && data.receiver_id >= 1 && (await prepared.canSee.execute({ viewerId: me.id, receiverId: data.receiver_id })).length > 0
    : await canSeeGardener(me, data.receiver_id, tx);
  if (!visible) {
    const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, data.receiver_id)).limit(1);
    if (exists) throw forbidden(CANNOT_MESSAGE);
    throw notFound(RECEIVER_NOT_FOUND);
  }
  // One round trip: the foreign key is the existence check for the receiver.
  let row;
  try {
    const values = { senderId: me.id, receiverId: data.receiver_id, content: data.content, clientId: data.client_id ?? null };
    [row] = prepared
      ? await prepared.insert.execute({ viewerId: values.senderId, receiverId: values.receiverId, content: values.content, clientId: values.clientId })
      : await tx.insert(messages).values(values).onConflictDoNothing({ target: [messages.senderId, messages.clientId] }).returning(columns);
  } catch (e) {
    if (isForeignKeyViolation(e)) throw notFound(RECEIVER_NOT_FOUND);
    throw e;
  }
  if (!row) {
    // A retry of a send that was stored (its answer was lost): the stored message, not a copy, and no second event.
    const [stored] = await tx
      .select(columns)
      .from(messages)
      .where(and(eq(messages.senderId, me.id), eq(messages.clientId, data.client_id!)))
      .limit(1);
    if (!stored || stored.receiver_id !== data.receiver_id || stored.content !== data.content) throw conflict(CLIENT_ID_REUSED);
    return toMessage(stored);
  }
  const message = toMessage(row);
  publish(message.receiver_id, "new_message", message);
  publish(message.sender_id, "new_message", message);
  // A receiver with no app open hears about it on their devices (in the background).
  await pushMessages(message.receiver_id, message.sender_id);
  return message;
}

const between = (a: number, b: number) =>
  or(and(eq(messages.senderId, a), eq(messages.receiverId, b)), and(eq(messages.senderId, b), eq(messages.receiverId, a)));

/**
 * The thread between the viewer and another user, oldest first. Only the viewer's own messages
 * with that user are ever read, so nobody can read a thread they are not part of. Unknown users: 404.
 * Paging by keyset: `before` gives the page of older messages ending just before that id (the newest
 * page when absent); `after` gives what arrived after that id (catching up after a reconnect).
 */
export async function readThread(me: Viewer, otherId: number, q: ThreadQuery = {}, tx: Tx = db()): Promise<Message[]> {
  const limit = q.limit ?? THREAD_PAGE;
  const [other] = await tx.select({ id: users.id }).from(users).where(eq(users.id, otherId)).limit(1);
  if (!other) throw notFound(RECEIVER_NOT_FOUND);
  // The blocker no longer has this conversation; the blocked side keeps its history and is told nothing.
  if (await hasBlocked(me.id, otherId, tx)) throw notFound(RECEIVER_NOT_FOUND);
  if (q.after !== undefined) {
    const rows = await tx
      .select(columns)
      .from(messages)
      .where(and(between(me.id, otherId), gt(messages.id, q.after)))
      .orderBy(asc(messages.id))
      .limit(limit);
    return rows.map(toMessage);
  }
  const rows = await tx
    .select(columns)
    .from(messages)
    .where(q.before !== undefined ? and(between(me.id, otherId), lt(messages.id, q.before)) : between(me.id, otherId))
    .orderBy(desc(messages.id))
    .limit(limit);
  return rows.reverse().map(toMessage);
}

/** One row per other gardener the viewer has exchanged messages with, the most recent first. */
export async function conversationsOf(me: Viewer, tx: Tx = db()): Promise<Conversation[]> {
  const other = sql<number>`case when ${messages.senderId} = ${me.id} then ${messages.receiverId} else ${messages.senderId} end`;
  const threads = tx.$with("threads").as(
    tx
      .select({
        otherId: other.as("other_id"),
        lastId: sql<number>`max(${messages.id})`.as("last_id"),
        unread: sql<number>`(count(*) filter (where ${messages.receiverId} = ${me.id} and ${messages.readAt} is null))::int`.as("unread"),
      })
      .from(messages)
      .where(or(eq(messages.senderId, me.id), eq(messages.receiverId, me.id)))
      // By position: the CASE expression carries a bound parameter, which Postgres would not
      // recognise as the same expression if it were repeated here.
      .groupBy(sql`1`),
  );
  const rows = await tx
    .with(threads)
    .select({
      id: users.id,
      username: users.username,
      profileImageHash: users.profileImageHash,
      last_message: messages.content,
      last_message_at: messages.createdAt,
      last_sender_id: messages.senderId,
      unread_count: threads.unread,
      lastId: threads.lastId,
    })
    .from(threads)
    .innerJoin(messages, eq(messages.id, threads.lastId))
    .innerJoin(users, eq(users.id, threads.otherId))
    // A conversation with someone the viewer blocked disappears from the viewer's list.
    .where(sql`${threads.otherId} not in (select b.blocked_id from ${schema.blocks} b where b.blocker_id = ${me.id})`)
    .orderBy(desc(threads.lastId));
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    profile_picture: imagePath(r.profileImageHash),
    last_message: r.last_message,
    last_message_at: new Date(r.last_message_at).toISOString(),
    last_sender_id: r.last_sender_id,
    unread_count: Number(r.unread_count),
  }));
}

async function hasBlocked(blockerId: number, blockedId: number, tx: Tx): Promise<boolean> {
  const [row] = await tx
    .select({ id: schema.blocks.blockedId })
    .from(schema.blocks)
    .where(and(eq(schema.blocks.blockerId, blockerId), eq(schema.blocks.blockedId, blockedId)))
    .limit(1);
  return !!row;
}

/** Number of messages to the viewer not yet read (the navigation badge). */
export async function unreadTotal(viewer: Viewer | null, tx: Tx = db()): Promise<number> {
  const me = requireViewer(viewer);
  const [row] = await unreadTotalQuery(tx, me.id);
  return Number(row?.n ?? 0);
}

/** The count of `userId`'s unread messages, as a query (lib/shell runs it with the notifications' count in one statement). */
export const unreadTotalQuery = (tx: Tx, userId: number) =>
  tx
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.receiverId, userId), isNull(messages.readAt)));

/**
 * Marks every message from `other_id` to the viewer as read. Only messages addressed to the viewer
 * change. Tells the viewer's other tabs the new unread total.
 */
export async function markReadFrom(me: Viewer, other_id: number, tx: Tx = db()): Promise<{ marked: number; unread_total: number }> {
  const updated = await tx
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(and(eq(messages.receiverId, me.id), eq(messages.senderId, other_id), isNull(messages.readAt)))
    .returning({ id: messages.id });
  const unread_total = await unreadTotal(me, tx);
  if (updated.length) publish(me.id, "messages_read", { other_id, unread_total } satisfies MessagesReadEvent);
  return { marked: updated.length, unread_total };
}
