import { route } from "@/app/_doors/route";
import { getGroup } from "@/lib/groups/get-group";

/** GET /api/groups/{id}: the group's public preview and my status and role in it. */
export const GET = route(getGroup);
