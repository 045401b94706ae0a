import { route } from "@/app/_doors/route";
import { getNotifications } from "@/lib/notifications/get-notifications";

/** GET /api/notifications?cursor=<last id>&limit=<1..50>: the caller's notifications, newest first. */
export const GET = route(getNotifications);
