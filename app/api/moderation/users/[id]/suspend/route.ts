import { route } from "@/app/_doors/route";
import { suspendUser } from "@/lib/moderation/suspend-user";

/** POST /api/moderation/users/{id}/suspend {days, reason}; days null bans. */
export const POST = route(suspendUser);
