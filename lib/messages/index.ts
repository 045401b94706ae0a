import { and, asc, count, desc, eq, gt, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { db, schema, type Db, type Tx } from "@/db";
import { isDatabaseUnavailable, isForeignKeyViolation } from "@/db/errors";
import { requireViewer, type Viewer } from "@/lib/auth/session";
import { CANNOT_MESSAGE } from "@/lib/blocks";
import { conflict, forbidden, invalid, notFound } from "@/lib/errors";
import { canSeeGardener, gardenerVisibleToId } from "@/lib/visibility";
import { publishEvent } from "@/lib/events";
import { pushMessages } from "@/lib/push/send";
import { publish } from "@/lib/realtime";
import { imagePath } from "@/lib/users";
import { noteAskedAbout } from "@/lib/conversations/asked-listings";
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


const INT4_MAX = 2_147_483_647;

type StoredRow = { id: number; sender_id: number; receiver_id: number; content: string; created_at: Date | string };

/**
 * Stores a message from `me` (the caller of the sendMessage use case, whatever the input says). It
 * is stored first; only a stored message is pushed live, to the receiver's and the sender's sockets
 * (other tabs). A retry with the same client_id answers the stored message.
 *
 * Outside a caller's transaction the message joins the process's next group commit (`storeBatched`):
 * one statement checks and stores every send waiting for it (decision 0165). Inside one, it is
 * checked and stored alone, in that transaction.
 */
export async function storeMessage(me: Viewer, data: SendMessageInput, tx: Tx = db()): Promise<Message> {
  if (data.receiver_id === me.id) throw invalid(CANNOT_MESSAGE_SELF);
  // Ids are int4: anything else names nobody (the use case's input never gets here with one).
  if (!Number.isInteger(data.receiver_id) || data.receiver_id < 1 || data.receiver_id > INT4_MAX) throw notFound(RECEIVER_NOT_FOUND);
  const row = tx === db() ? await storeBatched(tx as Db, me, data) : await storeAlone(me, data, tx);
  if (!row) return republishRecent(await storedBefore(me, data, tx));
  const message = toMessage(row);
  // The receiver's sockets and the sender's (other tabs), in one emit.
  publish([message.receiver_id, message.sender_id], "new_message", message);
  // A receiver with no app open hears about it on their devices (in the background).
  await pushMessages(message.receiver_id, message.sender_id);
  // Sent from a listing's chat: the conversation is now about that item (issue 31).
  if (data.listing_id !== undefined) await noteAskedAbout(me, data.receiver_id, data.listing_id, tx);
  // ...and by e-mail if it is still unread a few minutes later (lib/notifications/reply-mail.ts).
  await publishEvent("message.sent", { senderId: message.sender_id, receiverId: message.receiver_id });
  return message;
}

/** The refusal of a message to a gardener the sender may not see: blocked either way, suspended or banned (the same neutral answer to both sides), or nobody. */
const refusal = (receiverExists: boolean) => (receiverExists ? forbidden(CANNOT_MESSAGE) : notFound(RECEIVER_NOT_FOUND));

/** One message checked and inserted on its own; undefined when its client_id was already used (a retry). */
async function storeAlone(me: Viewer, data: SendMessageInput, tx: Tx): Promise<StoredRow | undefined> {
  if (!(await canSeeGardener(me, data.receiver_id, tx))) {
    const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, data.receiver_id)).limit(1);
    throw refusal(!!exists);
  }
  // One round trip: the foreign key is the existence check for the receiver.
  try {
    const values = { senderId: me.id, receiverId: data.receiver_id, content: data.content, clientId: data.client_id ?? null };
    const [row] = await tx.insert(messages).values(values).onConflictDoNothing({ target: [messages.senderId, messages.clientId] }).returning(columns);
    return row;
  } catch (e) {
    if (isForeignKeyViolation(e)) throw notFound(RECEIVER_NOT_FOUND);
    throw e;
  }
}

/**
 * A retry may come because the first attempt's instance stopped or died between storing and
 * publishing (review F8): a recent stored message is published again, so the receiver sees it live.
 * Clients ignore a message id they already have; an old retry (an outbox sent days later) is not
 * news to anyone and is not published.
 */
export const REPUBLISH_WITHIN_MS = 10 * 60_000;
function republishRecent(message: Message): Message {
  if (Date.now() - Date.parse(message.created_at) < REPUBLISH_WITHIN_MS) publish([message.receiver_id, message.sender_id], "new_message", message);
  return message;
}

/** A retry of a send that was stored (its answer was lost): the stored message, not a copy. */
async function storedBefore(me: Viewer, data: SendMessageInput, tx: Tx): Promise<Message> {
  const [stored] = await tx
    .select(columns)
    .from(messages)
    .where(and(eq(messages.senderId, me.id), eq(messages.clientId, data.client_id!)))
    .limit(1);
  if (!stored || stored.receiver_id !== data.receiver_id || stored.content !== data.content) throw conflict(CLIENT_ID_REUSED);
  return toMessage(stored);
}

// ---- Group commit (decision 0165) ----
//
// At chat rates a committed INSERT and a visibility SELECT per message were most of Postgres's CPU.
// Sends that arrive while the previous statement is in flight (or within the same turn of the event
// loop) wait and go together: one statement checks every receiver against the visibility rule
// (lib/visibility, with each row's sender as the viewer) and inserts the allowed ones, one commit for
// all. Each sender still gets its own answer: its own id, or its own refusal. Ids follow arrival order
// (the statement draws them in that order), so the order within a conversation is the order the sends
// reached this process, as before. One statement at a time per database.

type Waiting = { me: Viewer; data: SendMessageInput; resolve: (row: StoredRow | undefined) => void; reject: (e: unknown) => void };
type Batch = { next: Waiting[]; flushing: boolean };

/** At most this many sends in one statement; more wait for the next. */
const SEND_BATCH_MAX = 256;
const batches = new WeakMap<Db, Batch>();

function storeBatched(d: Db, me: Viewer, data: SendMessageInput): Promise<StoredRow | undefined> {
  let b = batches.get(d);
  if (!b) batches.set(d, (b = { next: [], flushing: false }));
  const batch = b;
  return new Promise((resolve, reject) => {
    batch.next.push({ me, data, resolve, reject });
    if (batch.flushing) return;
    batch.flushing = true;
    // After this turn's I/O callbacks: the sends of frames read together go together.
    setImmediate(() => void flush(d, batch));
  });
}

async function flush(d: Db, b: Batch) {
  try {
    while (b.next.length) await storeAll(d, b.next.splice(0, SEND_BATCH_MAX));
  } finally {
    b.flushing = false;
  }
}

/** Whether to try again one by one after the statement failed: not when the database is out (each would fail the same way). */
const worthAlone = (e: unknown) => !isDatabaseUnavailable(e);

/** Stores a batch and answers each of its senders; never throws. */
async function storeAll(d: Db, waiting: Waiting[]) {
  let rows: BatchRow[];
  try {
    rows = await runBatch(d, waiting);
  } catch (e) {
    if (!worthAlone(e)) {
      for (const w of waiting) w.reject(e);
      return;
    }
    // One message the statement could not take (a sender deleted meanwhile: its foreign key) fails
    // the statement for all: each is tried again alone, in order, and fails or succeeds on its own.
    for (const w of waiting) await storeAlone(w.me, w.data, d).then(w.resolve, w.reject);
    return;
  }
  const byOrd = new Map(rows.map((r) => [Number(r.ord), r]));
  waiting.forEach((w, i) => {
    const r = byOrd.get(i);
    if (!r) return w.reject(new Error("a message of the batch had no answer"));
    if (r.id === null) return w.reject(refusal(!!r.receiver_exists));
    // Allowed but not inserted: its client_id was used before (a retry), storedBefore answers it.
    if (r.created_at === null) return w.resolve(undefined);
    w.resolve({ id: Number(r.id), sender_id: w.me.id, receiver_id: w.data.receiver_id, content: storable(w.data.content), created_at: r.created_at });
  });
}

type BatchRow = { ord: number; id: number | null; receiver_exists: boolean; created_at: Date | string | null };

/**
 * The batch's one statement: each row's receiver checked against THE gardener rule with the row's
 * sender as the viewer (a receiver who is nobody, suspended, banned or blocked either way gets no id
 * and is not inserted); ids drawn in arrival order for the allowed ones (Postgres evaluates a
 * volatile select list after its ORDER BY); the insert, skipping a client_id the sender used
 * before. One answer row per input row.
 */
function batchStatement(input: string): SQL {
  return sql`with input as materialized (
  select i.ord, i.sender_id, i.receiver_id, i.content, i.client_id, u.id is not null as receiver_exists,
    (u.id is not null and ${gardenerVisibleToId(sql`i.sender_id`, sql`u.id`)}) as allowed
  from json_to_recordset(${input}::text::json) as i(ord int, sender_id int, receiver_id int, content text, client_id text)
  left join ${users} u on u.id = i.receiver_id
), numbered as materialized (
  select ord, sender_id, receiver_id, content, client_id, receiver_exists,
    case when allowed then nextval('messages_id_seq')::int end as id
  from input order by ord
), stored as (
  insert into ${messages} (id, sender_id, receiver_id, content, client_id)
  select id, sender_id, receiver_id, content, client_id from numbered where id is not null order by id
  on conflict (sender_id, client_id) do nothing
  returning id, created_at
)
select n.ord, n.id, n.receiver_exists, s.created_at from numbered n left join stored s on s.id = n.id`;
}

/**
 * The text as Postgres stores it: a lone UTF-16 surrogate becomes U+FFFD, as the driver's UTF-8
 * encoding makes it on the one-message path (in JSON it would be an escape Postgres refuses).
 */
const storable = (text: string) => text.toWellFormed();

async function runBatch(d: Db, waiting: Waiting[]): Promise<BatchRow[]> {
  const input = JSON.stringify(
    waiting.map((w, ord) => ({ ord, sender_id: w.me.id, receiver_id: w.data.receiver_id, content: storable(w.data.content), client_id: w.data.client_id ?? null })),
  );
  const res = (await d.execute(batchStatement(input))) as unknown as BatchRow[] | { rows: BatchRow[] };
  return Array.isArray(res) ? res : res.rows;
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
