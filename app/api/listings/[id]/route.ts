import { route } from "@/app/_doors/route";
import { deleteListing } from "@/lib/listings/delete-listing";
import { getListing } from "@/lib/listings/get-listing";
import { updateListing } from "@/lib/listings/update-listing";

/** GET /api/listings/{id}: 404 when missing or not visible to the caller. */
export const GET = route(getListing);

/** PATCH /api/listings/{id}: JSON, or multipart when a new picture comes with it. Owner only. */
export const PATCH = route(updateListing);

/** DELETE /api/listings/{id}: owner only (403 otherwise), the picture goes with it. */
export const DELETE = route(deleteListing);
