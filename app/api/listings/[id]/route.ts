import { route } from "@/app/_doors/route";
import { authedRoute, parseId, readBody } from "@/lib/http";
import { fileFromForm } from "@/lib/images";
import { LISTING_NOT_FOUND, updateListing } from "@/lib/listings";
import { deleteListing } from "@/lib/listings/delete-listing";
import { getListing } from "@/lib/listings/get-listing";

/** GET /api/listings/{id}: 404 when missing or not visible to the caller. */
export const GET = route(getListing);

/** PATCH /api/listings/{id}: JSON, or multipart when a new picture comes with it. Owner only. */
export const PATCH = authedRoute(async (request, { viewer, params }) => {
  const id = parseId(params.id, LISTING_NOT_FOUND);
  const { fields, form } = await readBody(request);
  return updateListing(viewer, id, fields, await fileFromForm(form, "image"));
});

/** DELETE /api/listings/{id}: owner only (403 otherwise), the picture goes with it. */
export const DELETE = route(deleteListing);
