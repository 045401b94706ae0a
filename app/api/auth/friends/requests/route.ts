import { listIncomingRequests } from "@/lib/friends";
import { authedRoute } from "@/lib/http";

/** GET /api/auth/friends/requests: incoming pending requests (id = the request id for respond). */
export const GET = authedRoute(async (_request, { viewer }) => {
  const requests = await listIncomingRequests(viewer);
  return requests.map(({ id, user_id, username, profile_picture }) => ({ id, user_id, username, profile_picture }));
});
