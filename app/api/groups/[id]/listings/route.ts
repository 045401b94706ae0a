import { route } from "@/app/_doors/route";
import { listGroupListings } from "@/lib/groups/list-group-listings";

/** GET /api/groups/{id}/listings: the listings shown in the group that I may see. */
export const GET = route(listGroupListings);
