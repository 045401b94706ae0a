import { route } from "@/app/_doors/route";
import { decideDispute } from "@/lib/moderation/disputes";

/** POST /api/moderation/disputes/{id} {"decision": "uphold"|"drop", "reason"}: moderators. */
export const POST = route(decideDispute);
