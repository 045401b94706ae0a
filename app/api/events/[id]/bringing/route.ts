import { route } from "@/app/_doors/route";
import { setBringing } from "@/lib/swap-days/set-bringing";

/** PUT /api/events/{id}/bringing {"listing_ids", "wish_ids"}: what I bring (held for the day) and hope for. */
export const PUT = route(setBringing);
