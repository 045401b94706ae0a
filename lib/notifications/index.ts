import { and, count, desc, eq, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db, schema, type Tx } from "@/db";
import { qualified } from "@/db/sql";
import type { Viewer } from "@/lib/auth/session";
import { readerOf, type Reader } from "@/lib/viewer";
import { unauthorized } from "@/lib/errors";
import { eventVisibleTo, gardenerVisibleTo, visibleTo } from "@/lib/visibility";
import { publishEvent } from "@/lib/events";
import { log } from "@/lib/log";
import { now } from "@/lib/clock";
import { bucketOf } from "@/lib/places";
import { unitsOf } from "@/lib/places/buckets";
import { currencyOf } from "@/lib/validation/currency";
import { publish } from "@/lib/realtime";
import { imagePath } from "@/lib/users";
import { parse } from "@/lib/validation";
import { notificationListSchema } from "@/lib/validation/notifications";
import { listingsMatchingWish } from "./matching";

const { notifications, listings, users, wantItems, friendships, listingOffers, events } = schema;

export type { NotificationDTO, NotificationKind } from "@/lib/realtime/events";
import type { NotificationDTO, NotificationEvent, NotificationKind } from "@/lib/realtime/events";

export type NotificationPage = { items: NotificationDTO[]; next_cursor: number | null; unread: number };

/** The live event the bell and /match-noti listen to. */
export const NOTIFICATION_EVENT = "notification";
export type { NotificationEvent } from "@/lib/realtime/events";

const actor = alias(users, "actor");

/** Rows of one user's notifications with what the list shows, visibility applied to listings. */
async function selectNotifications(tx: Tx, viewer: Reader, where: SQL | undefined, limit: number) {
  // The listing's distance from the viewer's own approximate point, as a chord in metres (bucketed in toDTO).
  const mine = sql`(select ${qualified(users.loc)} from ${users} where ${qualified(users.id)} = ${viewer.id})`;
  const lo = sql`least(${qualified(notifications.userId)}, ${qualified(notifications.actorId)})`;
  const hi = sql`greatest(${qualified(notifications.userId)}, ${qualified(notifications.actorId)})`;
  return tx
    .select({
      id: notifications.id,
      kind: notifications.kind,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      note: notifications.note,
      actorId: actor.id,
      actorUsername: actor.username,
      actorImage: actor.profileImageHash,
      actorCity: actor.city,
      actorState: actor.state,
      listingId: listings.id,
      listingTitle: listings.title,
      listingImage: listings.featuredImageHash,
      listingCategory: listings.categoryId,
      listingType: listings.typeId,
      listingPrice: listings.price,
      listingOwner: listings.ownerId,
      // The price is in its seller's currency (issue 38).
      ownerCurrency: sql<string | null>`(select ${qualified(users.currency)} from ${users} where ${qualified(users.id)} = ${qualified(listings.ownerId)})`,
      ownerCountry: sql<string | null>`(select ${qualified(users.locationCountry)} from ${users} where ${qualified(users.id)} = ${qualified(listings.ownerId)})`,
      listingChord: sql<number | null>`(${qualified(listings.loc)} <-> ${mine})`,
      viewerCountry: sql<string | null>`(select ${qualified(users.locationCountry)} from ${users} where ${qualified(users.id)} = ${viewer.id})`,
      viewerUnits: sql<string | null>`(select ${qualified(users.units)} from ${users} where ${qualified(users.id)} = ${viewer.id})`,
      wantId: wantItems.id,
      wantTitle: wantItems.title,
      eventId: events.id,
      eventTitle: events.title,
      eventStartsAt: events.startsAt,
      wantCategory: wantItems.categoryId,
      // first_refusal (issue 32): the gardener's latest offer of the listing.
      offerState: sql<string | null>`(select case when o.state = 'open' and o.expires_at <= ${now().toISOString()}::timestamptz then 'lapsed' else o.state end from ${listingOffers} o where ${qualified(notifications.kind)} = 'first_refusal' and o.listing_id = ${qualified(notifications.listingId)} and o.user_id = ${qualified(notifications.userId)} order by o.id desc limit 1)`,
      offerExpiresAt: sql<string | Date | null>`(select o.expires_at from ${listingOffers} o where ${qualified(notifications.kind)} = 'first_refusal' and o.listing_id = ${qualified(notifications.listingId)} and o.user_id = ${qualified(notifications.userId)} order by o.id desc limit 1)`,
      friendStatus: sql<string | null>`(select case when f.status = 'accepted' then 'accepted' when f.requester_id = ${qualified(notifications.actorId)} then 'pending' else 'none' end from ${friendships} f where f.user_low_id = ${lo} and f.user_high_id = ${hi})`,
    })
    .from(notifications)
    .leftJoin(actor, eq(actor.id, notifications.actorId))
    .leftJoin(listings, and(eq(listings.id, notifications.listingId), visibleTo(viewer)))
    .leftJoin(wantItems, and(eq(wantItems.id, notifications.wantId), eq(wantItems.userId, viewer.id)))
    // A swap day (issue 34) while the reader may still see it.
    .leftJoin(events, and(eq(events.id, notifications.eventId), eventVisibleTo(viewer)))
    // Nothing from a gardener blocked either way, suspended or banned.
    .where(and(eq(notifications.userId, viewer.id), sql`(${qualified(notifications.actorId)} is null or ${gardenerVisibleTo(viewer, qualified(notifications.actorId))})`, where))
    .orderBy(desc(notifications.id))
    .limit(limit);
}

type Row = Awaited<ReturnType<typeof selectNotifications>>[number];

function toDTO(r: Row): NotificationDTO {
  return {
    id: r.id,
    kind: r.kind,
    created_at: new Date(r.createdAt).toISOString(),
    read: r.readAt !== null,
    actor: r.actorId === null ? null : { id: r.actorId, username: r.actorUsername!, profile_picture: imagePath(r.actorImage), city: r.actorCity, state: r.actorState },
    listing:
      r.kind !== "friend_request" && r.kind !== "friend_accepted" && r.listingId !== null && r.listingTitle != null
        ? {
            id: r.listingId,
            title: r.listingTitle!,
            featured_image: imagePath(r.listingImage),
            category_id: r.listingCategory!,
            type_id: r.listingType!,
            price: Number(r.listingPrice),
            currency: currencyOf(r.ownerCurrency, r.ownerCountry),
            owner_id: r.listingOwner!,
            distance_bucket: bucketOf(r.listingChord, unitsOf(r.viewerUnits, r.viewerCountry)),
          }
        : null,
    want: r.wantId === null ? null : { id: r.wantId, title: r.wantTitle!, category_id: r.wantCategory! },
    friend_status: r.kind === "friend_request" ? ((r.friendStatus ?? "none") as "pending" | "accepted" | "none") : null,
    // A moderator's words (a warning, a hide's reason) and GardenSwap's own notices (issue 31); never other gardeners' text.
    note: r.kind === "warning" || r.kind === "listing_hidden" || r.kind === "report_resolved" || r.kind === "moderation_alert" || r.kind === "swap_day_soon" || r.kind === "swap_day_cancelled" || r.kind === "grow_out_prompt" || r.kind === "season_opening" ? r.note : null,
    event: r.eventId === null ? null : { id: r.eventId, title: r.eventTitle!, starts_at: new Date(r.eventStartsAt!).toISOString() },
    offer: r.offerState && r.offerExpiresAt && r.listingTitle != null ? { state: r.offerState as NonNullable<NotificationDTO["offer"]>["state"], expires_at: new Date(r.offerExpiresAt).toISOString() } : null,
  };
}

/**
 * One notification of `userId` as its list shows it, or null when it is gone or about a gardener
 * they may no longer see (blocked either way, suspended, banned): what a push may say about it.
 */
export async function notificationFor(userId: number, id: number): Promise<NotificationDTO | null> {
  const [row] = await selectNotifications(db(), readerOf(userId), eq(notifications.id, id), 1);
  return row ? toDTO(row) : null;
}

/** The viewer's notifications, newest first, keyset-paginated by id. */
export async function listNotifications(viewer: Viewer | null, query: unknown = {}): Promise<NotificationPage> {
  if (!viewer) throw unauthorized();
  const { cursor, limit } = parse(notificationListSchema, query);
  const rows = await selectNotifications(db(), viewer, cursor ? lt(notifications.id, cursor) : undefined, limit + 1);
  const more = rows.length > limit;
  const items = rows.slice(0, limit).map(toDTO);
  return { items, next_cursor: more ? items[items.length - 1].id : null, unread: await unreadCount(viewer) };
}

/** Unread notifications of the viewer (the bell's number). */
export async function unreadCount(viewer: Viewer | null): Promise<number> {
  if (!viewer) throw unauthorized();
  return unreadOf(db(), viewer.id);
}

export async function unreadOf(tx: Tx, userId: number): Promise<number> {
  const [row] = await unreadQuery(tx, userId);
  return Number(row?.n ?? 0);
}

/** The count of `userId`'s unread notifications, as a query (lib/shell runs it with the messages' count in one statement). */
export const unreadQuery = (tx: Tx, userId: number) =>
  tx
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));

export type NewNotification = {
  userId: number;
  kind: NotificationKind;
  actorId: number | null;
  listingId?: number | null;
  wantId?: number | null;
  /** warning only: the moderators' reason. */
  note?: string | null;
  /** swap_day_soon and swap_day_cancelled only (issue 34). */
  eventId?: number | null;
  /** Set when no e-mail is to be sent for it (e-mails off, or the gardener is looking right now). */
  emailedAt?: Date | null;
};

/**
 * Inserts notifications; a match already notified for the same listing and wish is skipped (unique
 * index), so edits and repeats never notify twice. Returns the rows actually created.
 */
export async function insertNotifications(tx: Tx, rows: NewNotification[]): Promise<{ id: number; userId: number; kind: NotificationKind }[]> {
  if (!rows.length) return [];
  return tx
    .insert(notifications)
    .values(rows.map((r) => ({ userId: r.userId, kind: r.kind, actorId: r.actorId, listingId: r.listingId ?? null, wantId: r.wantId ?? null, note: r.note ?? null, eventId: r.eventId ?? null, emailedAt: r.emailedAt ?? null })))
    .onConflictDoNothing()
    .returning({ id: notifications.id, userId: notifications.userId, kind: notifications.kind });
}

/** Sends each new notification live to its recipient, with their new unread count. */
export async function publishCreated(created: { id: number; userId: number }[]) {
  const byUser = new Map<number, number[]>();
  for (const c of created) byUser.set(c.userId, [...(byUser.get(c.userId) ?? []), c.id]);
  for (const [userId, ids] of byUser) {
    try {
      const rows = await selectNotifications(db(), readerOf(userId), inArray(notifications.id, ids), ids.length);
      const unread = await unreadOf(db(), userId);
      // Oldest first, so a list that prepends ends up newest first.
      for (const r of rows.reverse()) {
        const dto = toDTO(r);
        publish(userId, NOTIFICATION_EVENT, { unread, notification: dto } satisfies NotificationEvent);
        // Push (lib/push/send.ts) repeats it on their devices unless the app is open.
        await publishEvent("notification.delivered", { userId, notification: dto });
      }
    } catch (err) {
      log.error("publishing notifications failed", err);
    }
  }
}

/** Whether each user wants e-mail (users missing from the answer do not exist). */
export async function emailPreferences(tx: Tx, userIds: number[]): Promise<Map<number, boolean>> {
  if (!userIds.length) return new Map();
  const rows = await tx
    .select({ id: users.id, on: users.emailNotifications })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.id, r.on]));
}

export type WishMatchCount = { listings: number; gardeners: number };

/**
 * For each of the viewer's wishes, the listings they can see right now that match it and how many
 * gardeners offer them ("3 gardeners already have this"). Ids that are not the viewer's are ignored.
 */
export async function countWishMatches(viewer: Viewer | null, wantIds: number[]): Promise<Record<number, WishMatchCount>> {
  if (!viewer) throw unauthorized();
  const out: Record<number, WishMatchCount> = {};
  const ids = [...new Set(wantIds.filter((id) => Number.isSafeInteger(id) && id > 0))].slice(0, 100);
  if (!ids.length) return out;
  await db().transaction(async (tx) => {
    const own = await tx
      .select({ id: wantItems.id })
      .from(wantItems)
      .where(and(eq(wantItems.userId, viewer.id), inArray(wantItems.id, ids)));
    for (const { id } of own) {
      const { matches } = await listingsMatchingWish(tx, id);
      out[id] = { listings: matches.length, gardeners: new Set(matches.map((m) => m.ownerId)).size };
    }
  });
  return out;
}
