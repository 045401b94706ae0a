import "@/lib/validation/zod-config";
import { defineUseCase } from "@/lib/use-case";
import { notificationListSchema } from "@/lib/validation/notifications";
import { listNotifications } from "./index";

/** GET /api/notifications?cursor=<last id>&limit=<1..50>: the caller's notifications, newest first. */
export const getNotifications = defineUseCase({
  name: "notifications.list",
  caller: "signed-in",
  input: notificationListSchema,
  run: (viewer, query) => listNotifications(viewer, query),
});
