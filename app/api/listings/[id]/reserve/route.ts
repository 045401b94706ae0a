import { route } from "@/app/_doors/route";
import { reserveListing } from "@/lib/trades/reserve-listing";

/** POST /api/listings/{id}/reserve {"user_id"}: owner only. */
export const POST = route(reserveListing);
