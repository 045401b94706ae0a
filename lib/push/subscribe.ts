import { and, asc, eq, notInArray } from "drizzle-orm";
import { db, schema } from "@/db";
import { invalid } from "@/lib/errors";
import { defineUseCase } from "@/lib/use-case";
import { pushSubscribeSchema } from "@/lib/validation/push";
import { BAD_ENDPOINT, endpointAllowed } from "./endpoint";
import { MAX_DEVICES, settingsColumns, type PushSettings } from "./settings";

const { pushSubscriptions } = schema;

/**
 * POST /api/push/subscriptions: saves this device's subscription and the kinds it wants. The same
 * endpoint again updates it (a browser belongs to whoever subscribed it last).
 */
export const subscribePush = defineUseCase({
  name: "push.subscribe",
  caller: "signed-in",
  input: pushSubscribeSchema,
  limits: [{ points: 30, per: 60 * 60, by: "user" }],
  run: async (viewer, input): Promise<PushSettings> => {
    if (!endpointAllowed(input.endpoint)) throw invalid(BAD_ENDPOINT);
    const kinds = [...new Set(input.kinds)];
    const values = { userId: viewer.id, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, kinds, preview: input.preview };
    return db().transaction(async (tx) => {
      const [row] = await tx
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, updatedAt: new Date() } })
        .returning(settingsColumns);
      const newest = await tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, viewer.id))
        .orderBy(asc(pushSubscriptions.updatedAt), asc(pushSubscriptions.id));
      const keep = newest.slice(-MAX_DEVICES).map((r) => r.id);
      await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, viewer.id), notInArray(pushSubscriptions.id, keep)));
      return row;
    });
  },
});
