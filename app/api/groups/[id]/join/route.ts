import { route } from "@/app/_doors/route";
import { joinGroup } from "@/lib/groups/join-group";

/** POST /api/groups/{id}/join {code?, answer?}: {status: member | pending}. */
export const POST = route(joinGroup);
