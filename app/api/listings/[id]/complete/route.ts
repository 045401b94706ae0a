import { route } from "@/app/_doors/route";
import { completeListing } from "@/lib/trades/complete-listing";

/** POST /api/listings/{id}/complete {"user_id"} (null: someone else): owner only. */
export const POST = route(completeListing);
