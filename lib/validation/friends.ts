import "./zod-config";
import { z } from "zod";

/** A user or request id as a JSON number or a numeric string ("5"), never 0, negatives or text. */
const idField = (message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((v, ctx) => {
    const n = typeof v === "number" ? v : /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : NaN;
    if (!Number.isSafeInteger(n) || n < 1) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return n;
  });

/** POST /api/auth/friends/request */
export const friendRequestSchema = z.object({ friend_id: idField("friend_id must be a user id") });

/** POST /api/auth/friends/respond */
export const friendRespondSchema = z.object({
  request_id: idField("request_id must be a friend request id"),
  // JSON booleans; "true"/"false" too, for form-encoded callers.
  accept: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")], { error: "accept must be true or false" }),
});

/** The friend-search box (/gardeners) and the friends filter: trimmed, bounded. */
export const friendSearchSchema = z.string().trim().max(50, "Search is limited to 50 characters");
