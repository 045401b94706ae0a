import "@/lib/validation/zod-config";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { publishEvent } from "@/lib/events";
import { audit } from "./index";
import { conflict, notFound } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { pathId } from "@/lib/validation/ids";
import { LISTING_NOT_FOUND } from "@/lib/listings";
import { ALREADY_DECIDED, NOT_HIDDEN, REVIEW_REQUESTED, reviewStateOf } from "@/lib/listings/review";

/**
 * POST /api/listings/{id}/review and the owner's "Ask for a review" button (issue 29): the owner of
 * a listing that reports hid flags it on the moderation desk (its card comes first, marked "Review
 * asked"). Anyone but the owner: 404, nothing changes. Asking twice is the same as once.
 */
export const requestReview = defineUseCase({
  name: "listings.request-review",
  caller: "signed-in",
  input: z.object({ id: pathId(LISTING_NOT_FOUND) }),
  limits: LIMITS.requestReview,
  run: async (viewer, { id }) => {
    const answer = await db().transaction(async (tx) => {
      const state = await reviewStateOf(tx, viewer.id, id);
      if (!state) throw notFound(LISTING_NOT_FOUND);
      if (!state.hidden) throw conflict(NOT_HIDDEN);
      if (!state.can_request) throw conflict(ALREADY_DECIDED);
      const [first] = await tx
        .update(schema.listings)
        .set({ reviewRequestedAt: new Date() })
        .where(and(eq(schema.listings.id, id), isNull(schema.listings.reviewRequestedAt)))
        .returning({ id: schema.listings.id });
      if (first) await audit(tx, { moderatorId: null, action: "review_requested", subjectUserId: viewer.id, targetType: "listing", targetId: id, reason: "The owner asked for a review" });
      return { id, review_requested: true, message: REVIEW_REQUESTED, first: !!first };
    });
    // Issue 31: the moderators are told of a new request (not of a repeated one).
    if (answer.first) await publishEvent("moderation.needed", { what: "review", targetType: "listing" });
    return { id: answer.id, review_requested: answer.review_requested, message: answer.message };
  },
});
