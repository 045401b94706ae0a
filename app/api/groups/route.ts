import { route } from "@/app/_doors/route";
import { createGroup } from "@/lib/groups/create-group";
import { listGroups } from "@/lib/groups/list-groups";

/** GET /api/groups?near=&mine=: groups near a place (buckets, never numbers), or mine (issue 34). */
export const GET = route(listGroups);
/** POST /api/groups: a new group at a town or postcode; 201 {id, ...}. */
export const POST = route(createGroup, { status: 201 });
