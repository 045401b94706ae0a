import { authedRoute, parseId } from "@/lib/http";
import { getThread } from "@/lib/messages";

/**
 * SPEC §7 GET /messages/{otherUserId}: the viewer's thread with that user, oldest first (an array).
 * Optional keyset paging: ?before=<id> for older messages, ?after=<id> to catch up; ?limit (≤ 200).
 */
export const GET = authedRoute(async (request, { viewer, params }) => {
  const otherId = parseId(params.otherUserId, "User not found");
  const q = new URL(request.url).searchParams;
  const query = Object.fromEntries(["before", "after", "limit"].filter((k) => q.has(k)).map((k) => [k, q.get(k)]));
  return Response.json(await getThread(viewer, otherId, query));
});
