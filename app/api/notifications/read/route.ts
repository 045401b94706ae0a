import { authedRoute, readJson } from "@/lib/http";
import { markRead } from "@/lib/notifications";

/** POST /api/notifications/read {"ids": [...]} or {"all": true} → {updated, unread}. */
export const POST = authedRoute(async (request, { viewer }) => markRead(viewer, await readJson(request)));
