import { route } from "@/app/_doors/route";
import { hideListingInGroup } from "@/lib/groups/hide-listing-in-group";

/** POST /api/groups/{id}/listings/{listing_id}/hide: the group's owner and admins only. */
export const POST = route(hideListingInGroup);
