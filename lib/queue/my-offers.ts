import { and, desc, eq, gt, sql } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { now } from "@/lib/clock";
import { imagePath } from "@/lib/images";
import { defineUseCase } from "@/lib/use-case";
import { gardenerVisibleTo, visibleTo } from "@/lib/visibility";
import { qualified } from "@/db/sql";

const { listingOffers, listings, users } = schema;

/** A first refusal waiting for the caller's answer (issue 32): My trades, the listing page's banner, GET /api/offers. */
export type PendingOffer = {
  listing: { id: number; title: string; featured_image: string | null; category_id: number };
  owner: { id: number; username: string };
  reason: "asked" | "wished";
  offered_at: string;
  expires_at: string;
};

/**
 * GET /api/offers: the caller's open first refusals, soonest deadline first. Only while the deadline
 * has not passed, the listing is one they may see and its owner one they may see (the one rule).
 */
export const listMyOffers = defineUseCase({
  name: "queue.mine",
  caller: "signed-in",
  input: z.object({}),
  run: async (viewer): Promise<{ items: PendingOffer[] }> => {
    const rows = await db()
      .select({
        listingId: listings.id,
        title: listings.title,
        image: listings.featuredImageHash,
        categoryId: listings.categoryId,
        ownerId: users.id,
        ownerName: users.username,
        reason: listingOffers.reason,
        offeredAt: listingOffers.offeredAt,
        expiresAt: listingOffers.expiresAt,
      })
      .from(listingOffers)
      .innerJoin(listings, and(eq(listings.id, listingOffers.listingId), visibleTo(viewer)))
      .innerJoin(users, eq(users.id, listings.ownerId))
      .where(and(eq(listingOffers.userId, viewer.id), eq(listingOffers.state, "open"), gt(listingOffers.expiresAt, now()), gardenerVisibleTo(viewer, sql`${qualified(users.id)}`)))
      .orderBy(listingOffers.expiresAt, desc(listingOffers.id))
      .limit(50);
    return {
      items: rows.map((r) => ({
        listing: { id: r.listingId, title: r.title, featured_image: imagePath(r.image), category_id: r.categoryId },
        owner: { id: r.ownerId, username: r.ownerName },
        reason: r.reason,
        offered_at: new Date(r.offeredAt).toISOString(),
        expires_at: new Date(r.expiresAt).toISOString(),
      })),
    };
  },
});
