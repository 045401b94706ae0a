import { and, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { notFound } from "@/lib/errors";
import { defineUseCase } from "@/lib/use-case";
import { pushEndpointSchema } from "@/lib/validation/push";
import { SUBSCRIPTION_NOT_FOUND } from "./settings";

const { pushSubscriptions } = schema;

/** DELETE /api/push/subscriptions: the viewer's own subscription at that endpoint (404 for anyone else's). */
export const unsubscribePush = defineUseCase({
  name: "push.unsubscribe",
  caller: "signed-in",
  input: pushEndpointSchema,
  run: async (viewer, { endpoint }): Promise<void> => {
    const gone = await db()
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, viewer.id)))
      .returning({ id: pushSubscriptions.id });
    if (!gone.length) throw notFound(SUBSCRIPTION_NOT_FOUND);
  },
});
