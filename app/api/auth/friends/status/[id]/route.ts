import { route } from "@/app/_doors/route";
import { getFriendStatus } from "@/lib/friends/get-friend-status";

/** GET /api/auth/friends/status/{id}: {status: none|pending|accepted} and who asked. */
export const GET = route(getFriendStatus);
