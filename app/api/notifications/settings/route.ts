import { route } from "@/app/_doors/route";
import { getNotificationSettings } from "@/lib/notifications/get-notification-settings";
import { setNotificationSettings } from "@/lib/notifications/set-notification-settings";

/** GET /api/notifications/settings: e-mail and push switches per kind. */
export const GET = route(getNotificationSettings);

/** PUT /api/notifications/settings: {"email"?: {kind: bool}, "push"?: {kind: bool}}; answers the new settings. */
export const PUT = route(setNotificationSettings);
