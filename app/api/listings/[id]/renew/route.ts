import { route } from "@/app/_doors/route";
import { renewListing } from "@/lib/trades/renew-listing";

/** POST /api/listings/{id}/renew {"available_until"?}: owner only. */
export const POST = route(renewListing);
