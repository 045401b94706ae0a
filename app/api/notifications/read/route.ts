import { route } from "@/app/_doors/route";
import { markNotificationsRead } from "@/lib/notifications/mark-read";

/** POST /api/notifications/read {"ids": [...]} or {"all": true} → {updated, unread}. */
export const POST = route(markNotificationsRead);
