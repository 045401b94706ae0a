import "@/lib/validation/zod-config";
import { z } from "zod";
import { LISTING_NOT_FOUND } from "@/lib/validation/listings";
import { pathId } from "@/lib/validation/ids";
import { RELEASE_REASONS } from "./release-reasons";
import { windowInput } from "./windows";
import { portionField } from "@/lib/validation/gluts";

export const USER_REQUIRED = "Choose the gardener";
export const THANKS_TOO_LONG = "A thank-you is at most 280 characters";
export const THANKS_REQUIRED = "Write a few words";

export const listingId = z.object({ id: pathId(LISTING_NOT_FOUND) });
const userId = z.number({ message: USER_REQUIRED }).int(USER_REQUIRED).positive(USER_REQUIRED).max(999_999_999, USER_REQUIRED);
/** Issue 32: `window` (optional, so callers from before keep working) proposes the pickup time. */
/** Issue 36: `portion` (optional: the whole, or for a glut one gardener's most) reserves part of a glut. */
export const reserveInput = listingId.extend({ user_id: z.coerce.number({ message: USER_REQUIRED }).pipe(userId), window: windowInput.optional(), portion: portionField.optional() });
/** `user_id: null` is "someone else". */
export const completeInput = listingId.extend({ user_id: z.union([z.null(), z.coerce.number({ message: USER_REQUIRED }).pipe(userId)]) });
export const confirmInput = listingId.extend({ received: z.boolean({ message: "received must be true or false" }) });
export const thanksInput = listingId.extend({
  text: z.string({ message: THANKS_REQUIRED }).trim().min(1, THANKS_REQUIRED).max(280, THANKS_TOO_LONG),
  positive: z.boolean({ message: "positive must be true or false" }),
  /** "Didn't show up" (a thumbs down with a reason). */
  no_show: z.boolean().optional().default(false),
});

export const RELEASE_REASON_INVALID = `reason is one of ${RELEASE_REASONS.join(", ")}`;
/** The reason is optional, so callers from before issue 32 keep working. `user_id`: whose portion of a glut (issue 36; a whole listing has one reservation and ignores it). */
export const releaseInput = listingId.extend({
  reason: z.enum(RELEASE_REASONS, { message: RELEASE_REASON_INVALID }).optional(),
  user_id: z.coerce.number({ message: USER_REQUIRED }).pipe(userId).optional(),
});

export const DISPUTE_NOTE_TOO_LONG = "A note is at most 500 characters";
export const disputeInput = z.object({
  id: pathId("Trade not found"),
  note: z.string({ message: "Say what happened, in a few words" }).trim().max(500, DISPUTE_NOTE_TOO_LONG).optional().default(""),
});
