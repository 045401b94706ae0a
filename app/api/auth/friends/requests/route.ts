import { route } from "@/app/_doors/route";
import { listFriendRequests } from "@/lib/friends/list-friend-requests";

/** GET /api/auth/friends/requests: incoming pending requests (id = the request id for respond). */
export const GET = route(listFriendRequests);
