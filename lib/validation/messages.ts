import "./zod-config";
import { z } from "zod";
import { pathId } from "./ids";

import { MESSAGE_EMPTY, MESSAGE_MAX, MESSAGE_TOO_LONG } from "./message-terms";

export { MESSAGE_EMPTY, MESSAGE_MAX, MESSAGE_TOO_LONG };
export const RECEIVER_INVALID = "receiver_id must be a user id";
export const LISTING_INVALID = "listing_id must be a listing id";
export const CLIENT_ID_INVALID = "client_id must be 8 to 64 letters, digits, '-' or '_'";

/** The message text of SPEC §5: trimmed, empty not sent. Shared by the composer and the server. */
export const messageContentSchema = z
  .string({ error: MESSAGE_EMPTY })
  .trim()
  .min(1, MESSAGE_EMPTY)
  .max(MESSAGE_MAX, MESSAGE_TOO_LONG);

/** A user/message id: a positive integer, given as a number or a string of digits (forms send strings). Nothing else coerces. */
const idSchema = (message: string) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d{1,10}$/, message).transform(Number)], { error: message })
    .pipe(z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message));

/** POST /api/messages and the socket's send_message: `receiver_id, content`. Any sender id sent along is ignored. */
export const sendMessageSchema = z.object({
  receiver_id: idSchema(RECEIVER_INVALID),
  content: messageContentSchema,
  /** Optional id the sender chose (a UUID): sending again with the same one returns the stored message instead of a copy. */
  client_id: z
    .string({ error: CLIENT_ID_INVALID })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, CLIENT_ID_INVALID)
    .optional(),
  /** Optional: the listing this message asks about (its chat on the listing page). The conversation then carries it (issue 31). */
  listing_id: idSchema(LISTING_INVALID).optional(),
});

export const OTHER_USER_NOT_FOUND = "User not found";
const OTHER_ID_INVALID = "other_id must be a user id";

/**
 * Whose messages to me are now read: the path's `otherUserId` (POST /api/messages/{otherUserId}/read;
 * a malformed one names nobody: 404) or the socket's `other_id` field (mark_read; 422).
 */
export const markReadSchema = z
  .object({ otherUserId: pathId(OTHER_USER_NOT_FOUND).optional(), other_id: idSchema(OTHER_ID_INVALID).optional() })
  .transform(({ otherUserId, other_id }, ctx) => {
    const id = otherUserId ?? other_id;
    if (id === undefined) {
      ctx.addIssue({ code: "custom", message: OTHER_ID_INVALID, path: ["other_id"] });
      return z.NEVER;
    }
    return { other_id: id };
  });

/** Keyset paging of a thread: `before` (older than this id) or `after` (newer than this id, for catching up). */
export const threadQuerySchema = z.object({
  /** The other gardener (the path of GET /api/messages/{otherUserId}). */
  otherUserId: pathId(OTHER_USER_NOT_FOUND),
  before: idSchema("before must be a message id").optional(),
  after: z.union([z.literal(0), z.literal("0").transform(() => 0), idSchema("after must be a message id")]).optional(),
  limit: idSchema("limit must be between 1 and 200").pipe(z.number().max(200, "limit must be between 1 and 200")).optional(),
});
