import { and, desc, eq, or, sql } from "drizzle-orm";
import { db, schema, type Tx } from "@/db";
import type { Viewer } from "@/lib/auth/session";
import { imagePath } from "@/lib/images";
import { blockedIdsSql, gardenerVisibleTo, restrictedIdsSql } from "@/lib/visibility";

const { messages, users } = schema;

/**
 * Whether `a` may trade with `b`: they have exchanged at least one message, and `b` is visible to
 * `a` under the one gardener rule (not blocked either way, not suspended or banned). A blocked pair
 * gets the same answer as strangers, so neither side learns of the block.
 */
export async function talkedTo(tx: Tx, a: number, b: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        or(and(eq(messages.senderId, a), eq(messages.receiverId, b)), and(eq(messages.senderId, b), eq(messages.receiverId, a))),
        sql`${b}::int not in ${blockedIdsSql(a)} and ${b}::int not in ${restrictedIdsSql()}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export type TradePartner = { id: number; username: string; profile_picture: string | null };

/**
 * The gardeners `viewer` may trade with (talked to, visible both ways), the most recent conversation
 * first: the choices of "Reserve for" and "Mark as given / sold / swapped".
 */
export async function tradePartnersOf(viewer: Viewer, limit = 50): Promise<TradePartner[]> {
  const other = sql<number>`case when ${messages.senderId} = ${viewer.id} then ${messages.receiverId} else ${messages.senderId} end`;
  const threads = db()
    .$with("threads")
    .as(
      db()
        .select({ otherId: other.as("other_id"), lastId: sql<number>`max(${messages.id})`.as("last_id") })
        .from(messages)
        .where(or(eq(messages.senderId, viewer.id), eq(messages.receiverId, viewer.id)))
        .groupBy(sql`1`),
    );
  const rows = await db()
    .with(threads)
    .select({ id: users.id, username: users.username, image: users.profileImageHash })
    .from(threads)
    .innerJoin(users, eq(users.id, threads.otherId))
    .where(gardenerVisibleTo(viewer, sql`${users.id}`))
    .orderBy(desc(threads.lastId))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, username: r.username, profile_picture: imagePath(r.image) }));
}
