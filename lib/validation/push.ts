import "./zod-config";
import { z } from "zod";
import { PUSH_KINDS } from "./push-kinds";

// The kinds and labels live in ./push-kinds (no zod there, for client bundles).
export { PUSH_KINDS, type PushKind } from "./push-kinds";

const base64url = (bytes: number, what: string) =>
  z
    .string({ error: `${what} is required` })
    .regex(/^[\w-]+=*$/, { error: `${what} must be base64url` })
    .refine((s) => s.replace(/=+$/, "").length === Math.ceil((bytes * 4) / 3), { error: `${what} has the wrong length` });

/** POST /api/push/subscriptions: a browser PushSubscription (its toJSON()) plus the kinds wanted. */
export const pushSubscribeSchema = z.object({
  endpoint: z.string({ error: "endpoint is required" }).max(2048, { error: "endpoint is too long" }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(65, "keys.p256dh"), auth: base64url(16, "keys.auth") }, { error: "keys are required" }),
  kinds: z.array(z.enum(PUSH_KINDS, { error: `kinds may contain ${PUSH_KINDS.join(", ")}` })).max(PUSH_KINDS.length),
  /** A short preview of message text in the notification (off: the sender's name only). */
  preview: z.boolean().default(false),
});

/** DELETE /api/push/subscriptions and GET (this device's settings): by endpoint. */
export const pushEndpointSchema = z.object({ endpoint: z.string({ error: "endpoint is required" }).min(1).max(2048) });
