import { route } from "@/app/_doors/route";
import { setListingVisibility } from "@/lib/listings/set-listing-visibility";

/** PATCH /api/listings/{id}/visibility with is_public. Owner only. */
export const PATCH = route(setListingVisibility);
