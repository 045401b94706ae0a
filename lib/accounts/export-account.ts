import "@/lib/validation/zod-config";
import { alias } from "drizzle-orm/pg-core";
import { asc, eq, or } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { unauthorized } from "@/lib/errors";
import { imagePath } from "@/lib/images";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { getOwnProfile } from "@/lib/users";

const { users, listings, wantItems, messages, friendships, trades, tradeThanks, notifications, blocks, pushSubscriptions, reports } = schema;

/** Another gardener as the export names them: id and user name only, never their address or place. */
const other = alias(users, "other");
const otherName = { id: other.id, username: other.username };
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * GET /api/auth/export (issue 31, "your data"): everything the account holds, as one JSON document
 * the settings page downloads. What is the gardener's own is there in full (profile, listings,
 * wishes, messages sent and received, friendships, trades, thank-you notes written and received,
 * notifications, blocks, reports filed). Other gardeners appear only by id and user name (no
 * e-mail, no place); push subscriptions without their keys; no password hash, tokens or sessions.
 */
export const exportAccount = defineUseCase({
  name: "accounts.export",
  caller: "signed-in",
  input: z.object({}).passthrough(),
  limits: LIMITS.exportAccount,
  run: async (viewer) => {
    const me = viewer.id;
    const profile = await getOwnProfile(viewer);
    const [extra] = await db().select({ created_at: users.createdAt, email_notifications: users.emailNotifications }).from(users).where(eq(users.id, me));
    if (!extra) throw unauthorized();
    const [myListings, wishes, sent, received, friends, myTrades, thanks, myNotifications, myBlocks, push, filed] = await Promise.all([
      db()
        .select({
          id: listings.id,
          title: listings.title,
          description: listings.description,
          price: listings.price,
          type_id: listings.typeId,
          category_id: listings.categoryId,
          state_id: listings.stateId,
          is_active: listings.isActive,
          is_public: listings.isPublic,
          available_until: listings.availableUntil,
          hidden_at: listings.hiddenAt,
          image: listings.featuredImageHash,
          created_at: listings.createdAt,
          updated_at: listings.updatedAt,
        })
        .from(listings)
        .where(eq(listings.ownerId, me))
        .orderBy(asc(listings.id)),
      db().select({ id: wantItems.id, title: wantItems.title, category_id: wantItems.categoryId }).from(wantItems).where(eq(wantItems.userId, me)).orderBy(asc(wantItems.id)),
      db()
        .select({ id: messages.id, to: otherName, content: messages.content, created_at: messages.createdAt, read_at: messages.readAt })
        .from(messages)
        .innerJoin(other, eq(other.id, messages.receiverId))
        .where(eq(messages.senderId, me))
        .orderBy(asc(messages.id)),
      db()
        .select({ id: messages.id, from: otherName, content: messages.content, created_at: messages.createdAt, read_at: messages.readAt })
        .from(messages)
        .innerJoin(other, eq(other.id, messages.senderId))
        .where(eq(messages.receiverId, me))
        .orderBy(asc(messages.id)),
      db()
        .select({ id: friendships.id, status: friendships.status, requester_id: friendships.requesterId, low: friendships.userLowId, high: friendships.userHighId, accepted_at: friendships.acceptedAt })
        .from(friendships)
        .where(or(eq(friendships.userLowId, me), eq(friendships.userHighId, me)))
        .orderBy(asc(friendships.id)),
      db()
        .select({ id: trades.id, listing_id: trades.listingId, giver_id: trades.giverId, receiver_id: trades.receiverId, state: trades.state, completed_at: trades.completedAt, confirmed_at: trades.confirmedAt, updated_at: trades.updatedAt })
        .from(trades)
        .where(or(eq(trades.giverId, me), eq(trades.receiverId, me)))
        .orderBy(asc(trades.id)),
      db()
        .select({ id: tradeThanks.id, trade_id: tradeThanks.tradeId, author_id: tradeThanks.authorId, subject_id: tradeThanks.subjectId, text: tradeThanks.text, rating: tradeThanks.rating, hidden_at: tradeThanks.hiddenAt, created_at: tradeThanks.createdAt })
        .from(tradeThanks)
        .where(or(eq(tradeThanks.authorId, me), eq(tradeThanks.subjectId, me)))
        .orderBy(asc(tradeThanks.id)),
      db()
        .select({ id: notifications.id, kind: notifications.kind, note: notifications.note, listing_id: notifications.listingId, want_id: notifications.wantId, actor_id: notifications.actorId, read_at: notifications.readAt, created_at: notifications.createdAt })
        .from(notifications)
        .where(eq(notifications.userId, me))
        .orderBy(asc(notifications.id)),
      db().select({ blocked: otherName, created_at: blocks.createdAt }).from(blocks).innerJoin(other, eq(other.id, blocks.blockedId)).where(eq(blocks.blockerId, me)),
      // The endpoint is a capability URL and p256dh/auth are keys: only what the gardener chose.
      db().select({ id: pushSubscriptions.id, kinds: pushSubscriptions.kinds, preview: pushSubscriptions.preview, updated_at: pushSubscriptions.updatedAt }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, me)),
      // What was reported and why; the desk's snapshot and outcome notes stay the moderators'.
      db()
        .select({ id: reports.id, target_type: reports.targetType, target_id: reports.targetId, reason: reports.reason, note: reports.note, status: reports.status, created_at: reports.createdAt, resolved_at: reports.resolvedAt })
        .from(reports)
        .where(eq(reports.reporterId, me))
        .orderBy(asc(reports.id)),
    ]);
    // Hidden thank-you notes about the gardener are not theirs to read (the desk hid them); their own are.
    const visibleThanks = thanks.filter((t) => t.author_id === me || t.hidden_at === null);
    const friendIds = friends.map((f) => (f.low === me ? f.high : f.low));
    const friendNames = friendIds.length
      ? new Map((await db().select(otherName).from(other).where(or(...friendIds.map((id) => eq(other.id, id))))).map((u) => [u.id, u.username]))
      : new Map<number, string>();
    return {
      exported_at: new Date().toISOString(),
      profile: { ...profile, email_notifications: extra.email_notifications, created_at: iso(extra.created_at) },
      listings: myListings.map(({ image, ...l }) => ({ ...l, featured_image: imagePath(image), hidden_at: iso(l.hidden_at), created_at: iso(l.created_at), updated_at: iso(l.updated_at) })),
      wishes,
      messages: {
        sent: sent.map((m) => ({ ...m, created_at: iso(m.created_at), read_at: iso(m.read_at) })),
        received: received.map((m) => ({ ...m, created_at: iso(m.created_at), read_at: iso(m.read_at) })),
      },
      friends: friends.map((f) => {
        const id = f.low === me ? f.high : f.low;
        return { gardener: { id, username: friendNames.get(id) ?? null }, status: f.status, asked_by_me: f.requester_id === me, accepted_at: iso(f.accepted_at) };
      }),
      trades: myTrades.map((t) => ({ ...t, role: t.giver_id === me ? "giver" : "receiver", completed_at: iso(t.completed_at), confirmed_at: iso(t.confirmed_at), updated_at: iso(t.updated_at) })),
      thanks_notes: visibleThanks.map(({ hidden_at, ...t }) => ({ ...t, written_by_me: t.author_id === me, hidden: hidden_at !== null, created_at: iso(t.created_at) })),
      notifications: myNotifications.map((n) => ({ ...n, read_at: iso(n.read_at), created_at: iso(n.created_at) })),
      blocked: myBlocks.map((b) => ({ ...b, created_at: iso(b.created_at) })),
      push_subscriptions: push.map((p) => ({ ...p, updated_at: iso(p.updated_at) })),
      reports_filed: filed.map((r) => ({ ...r, created_at: iso(r.created_at), resolved_at: iso(r.resolved_at) })),
    };
  },
});
