import { and, eq, inArray, isNull } from "drizzle-orm";
import { db, schema } from "@/db";
import { publish } from "@/lib/realtime";
import { defineUseCase } from "@/lib/use-case";
import { notificationReadSchema } from "@/lib/validation/notifications";
import { NOTIFICATION_EVENT, unreadOf, type NotificationEvent } from "./index";

const { notifications } = schema;

/** POST /api/notifications/read {"ids": [...]} or {"all": true}: others' ids are simply not theirs. */
export const markNotificationsRead = defineUseCase({
  name: "notifications.markRead",
  caller: "signed-in",
  input: notificationReadSchema,
  run: async (viewer, data): Promise<{ updated: number; unread: number }> => {
    const updated = await db()
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, viewer.id), isNull(notifications.readAt), "ids" in data ? inArray(notifications.id, data.ids) : undefined))
      .returning({ id: notifications.id });
    const unread = await unreadOf(db(), viewer.id);
    // Other tabs and devices of the same gardener update their bell too.
    if (updated.length) publish(viewer.id, NOTIFICATION_EVENT, { unread } satisfies NotificationEvent);
    return { updated: updated.length, unread };
  },
});
