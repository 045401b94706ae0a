import { and, asc, eq, notInArray, or } from "drizzle-orm";
import { db, schema } from "@/db";
import { conflict, invalid } from "@/lib/errors";
import { defineUseCase } from "@/lib/use-case";
import { pushSubscribeSchema } from "@/lib/validation/push";
import { BAD_ENDPOINT, endpointAllowed } from "./endpoint";
import { MAX_DEVICES, settingsColumns, type PushSettings } from "./settings";

const { pushSubscriptions } = schema;

/**
 * POST /api/push/subscriptions: saves this device's subscription and the kinds it wants. The same
 * endpoint again updates it (a browser belongs to whoever subscribed it last), but moves it from
 * another account only with proof that the caller holds the subscription: the same `keys.auth`
 * secret, which the browser keeps with the endpoint and never shows to anyone but the page that
 * subscribed. Knowing the endpoint URL alone no longer takes someone's pushes (security review L6).
 */
export const ENDPOINT_TAKEN = "This push endpoint is registered to another device";

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
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { ...values, updatedAt: new Date() },
          setWhere: or(eq(pushSubscriptions.userId, viewer.id), eq(pushSubscriptions.auth, input.keys.auth)),
        })
        .returning(settingsColumns);
      // The endpoint is someone else's and the caller could not prove it is theirs: nothing changed.
      if (!row) throw conflict(ENDPOINT_TAKEN);
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
