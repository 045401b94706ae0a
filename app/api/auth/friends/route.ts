import { listFriends } from "@/lib/friends";
import { authedRoute } from "@/lib/http";

/** GET /api/auth/friends: the viewer's accepted friends (id = the friend's user id). */
export const GET = authedRoute(async (_request, { viewer }) => {
  const friends = await listFriends(viewer);
  return friends.map(({ id, username, profile_picture }) => ({ id, username, profile_picture }));
});
