import { and, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { notFound } from "@/lib/errors";
import { defineUseCase } from "@/lib/use-case";
import { pushEndpointSchema } from "@/lib/validation/push";
import { settingsColumns, SUBSCRIPTION_NOT_FOUND, type PushSettings } from "./settings";

const { pushSubscriptions } = schema;

/** GET /api/push/subscriptions?endpoint=…: this device's settings, if the subscription is the viewer's. */
export const getPushSubscription = defineUseCase({
  name: "push.get-subscription",
  caller: "signed-in",
  input: pushEndpointSchema,
  run: async (viewer, { endpoint }): Promise<PushSettings> => {
    const [row] = await db()
      .select(settingsColumns)
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, viewer.id)));
    if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);
    return row;
  },
});
