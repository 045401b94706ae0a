import { route } from "@/app/_doors/route";
import { listFriends } from "@/lib/friends/list-friends";

/** GET /api/auth/friends: the viewer's accepted friends (id = the friend's user id). */
export const GET = route(listFriends);
