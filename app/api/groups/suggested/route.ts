import { route } from "@/app/_doors/route";
import { suggestGroups } from "@/lib/groups/suggest-groups";

/** GET /api/groups/suggested: groups near me whose members grow and wish for what I do. */
export const GET = route(suggestGroups);
