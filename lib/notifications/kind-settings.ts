import { and, eq, isNull, sql } from "drizzle-orm";
import { db, schema, type Tx } from "@/db";
import type { KindSwitches, SwitchKind } from "@/lib/validation/email-kinds";
import type { PushKind } from "@/lib/validation/push-kinds";

const { users, notifications, pushSubscriptions } = schema;

/** Where each kind's e-mail switch is kept (decision 0204): matches keep the first switch's column. */
const EMAIL_COLUMN = {
  messages: users.emailMessages,
  trades: users.emailTrades,
  matches: users.emailNotifications,
  friends: users.emailFriends,
} as const;
const EMAIL_PROPERTY = { messages: "emailMessages", trades: "emailTrades", matches: "emailNotifications", friends: "emailFriends" } as const;

/** The push kind each switch stands for (push kinds are kept per device, lib/push). */
const PUSH_KIND_OF: Record<SwitchKind, PushKind> = { messages: "messages", trades: "trades", matches: "matches", friends: "friend_requests" };

/** A gardener's e-mail switches, or null when there is no such gardener. */
export async function emailKindsOf(userId: number, tx: Tx = db()): Promise<KindSwitches | null> {
  const [row] = await tx.select(EMAIL_COLUMN).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** One kind's e-mail switch (false for nobody). */
export async function wantsEmail(userId: number, kind: SwitchKind, tx: Tx = db()): Promise<boolean> {
  const [row] = await tx.select({ on: EMAIL_COLUMN[kind] }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.on ?? false;
}

/**
 * Sets some e-mail switches. Switching matches on does not replay what piled up while they were off:
 * those notifications are marked handled (they are in the app). Reply e-mails are only queued while
 * their kind is on, so they have nothing to replay. Returns false for nobody.
 */
export async function setEmailKindsFor(userId: number, change: Partial<KindSwitches>): Promise<boolean> {
  const set = Object.fromEntries(Object.entries(change).map(([k, v]) => [EMAIL_PROPERTY[k as SwitchKind], v]));
  if (!Object.keys(set).length) return (await emailKindsOf(userId)) !== null;
  return db().transaction(async (tx) => {
    const [before] = await tx.select({ matches: users.emailNotifications }).from(users).where(eq(users.id, userId)).for("update");
    if (!before) return false;
    await tx.update(users).set(set).where(eq(users.id, userId));
    // Only an off → on switch: a PUT that repeats "on" must not swallow matches waiting for the hourly digest.
    if (change.matches && !before.matches) {
      await tx
        .update(notifications)
        .set({ emailedAt: sql`now()` })
        .where(and(eq(notifications.userId, userId), isNull(notifications.emailedAt), eq(notifications.kind, "match")));
    }
    return true;
  });
}

/** A gardener's push switches: a kind is on when any of their devices has it (off until they opt in on a device). */
export async function pushKindsOf(userId: number, tx: Tx = db()): Promise<KindSwitches> {
  const rows = await tx.select({ kinds: pushSubscriptions.kinds }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  const on = new Set(rows.flatMap((r) => r.kinds));
  return { messages: on.has("messages"), trades: on.has("trades"), matches: on.has("matches"), friends: on.has("friend_requests") };
}

/**
 * Sets push switches on every device the gardener has subscribed. Without a subscribed device nothing
 * can be switched on (the browser's permission comes first, /api/push/subscriptions).
 */
export async function setPushKindsFor(userId: number, change: Partial<KindSwitches>): Promise<void> {
  const entries = Object.entries(change) as [SwitchKind, boolean][];
  if (!entries.length) return;
  const add = entries.filter(([, v]) => v).map(([k]) => PUSH_KIND_OF[k]);
  const remove = entries.filter(([, v]) => !v).map(([k]) => PUSH_KIND_OF[k]);
  const textArray = (kinds: string[]) => sql`array[${sql.join(kinds.map((k) => sql`${k}`), sql`, `)}]::text[]`;
  // One statement for every device: drop the kinds switched off and any duplicates, then add the ones switched on.
  await db()
    .update(pushSubscriptions)
    .set({
      kinds: sql`array(select distinct k from unnest(array_cat(${pushSubscriptions.kinds}, ${textArray(add)})) as k where k <> all(${textArray(remove)}) order by k)`,
    })
    .where(eq(pushSubscriptions.userId, userId));
}
