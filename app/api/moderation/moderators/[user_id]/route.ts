import { route } from "@/app/_doors/route";
import { revokeModerator } from "@/lib/moderation/revoke-moderator";

/** DELETE /api/moderation/moderators/{user_id}: moderators take granted rights away. */
export const DELETE = route(revokeModerator);
