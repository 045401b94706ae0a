import { route } from "@/app/_doors/route";
import { grantModerator } from "@/lib/moderation/grant-moderator";

/** POST /api/moderation/moderators {email}: moderators grant a confirmed gardener the desk. */
export const POST = route(grantModerator);
