import { route } from "@/app/_doors/route";
import { releaseListing } from "@/lib/trades/release-listing";

/** POST /api/listings/{id}/release: owner only. */
export const POST = route(releaseListing);
