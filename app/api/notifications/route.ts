import { authedRoute } from "@/lib/http";
import { listNotifications } from "@/lib/notifications";

/** GET /api/notifications?cursor=<last id>&limit=<1..50>: the caller's notifications, newest first. */
export const GET = authedRoute(async (request, { viewer }) => {
  const q = new URL(request.url).searchParams;
  return listNotifications(viewer, { cursor: q.get("cursor") ?? undefined, limit: q.get("limit") ?? undefined });
});
