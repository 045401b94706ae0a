import { authedRoute, parseId, publicRoute, readBody } from "@/lib/http";
import { fileFromForm } from "@/lib/images";
import { deleteListing, getListing, LISTING_NOT_FOUND, updateListing } from "@/lib/listings";

/** GET /api/listings/{id}: 404 when missing or not visible to the caller. */
export const GET = publicRoute(async (_request, { viewer, params }) => getListing(viewer, parseId(params.id, LISTING_NOT_FOUND)));

/** PATCH /api/listings/{id}: JSON, or multipart when a new picture comes with it. Owner only. */
export const PATCH = authedRoute(async (request, { viewer, params }) => {
  const id = parseId(params.id, LISTING_NOT_FOUND);
  const { fields, form } = await readBody(request);
  return updateListing(viewer, id, fields, await fileFromForm(form, "image"));
});

/** DELETE /api/listings/{id}: owner only (403 otherwise), the picture goes with it. */
export const DELETE = authedRoute(async (_request, { viewer, params }) => {
  await deleteListing(viewer, parseId(params.id, LISTING_NOT_FOUND));
});
