import { route } from "@/app/_doors/route";
import { unhideListingInGroup } from "@/lib/groups/unhide-listing-in-group";

/** POST /api/groups/{id}/listings/{listing_id}/unhide: the group's owner and admins only. */
export const POST = route(unhideListingInGroup);
