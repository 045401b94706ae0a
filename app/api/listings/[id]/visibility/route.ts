import { authedRoute, parseId, readBody } from "@/lib/http";
import { LISTING_NOT_FOUND, setListingVisibility } from "@/lib/listings";

/** PATCH /api/listings/{id}/visibility with is_public. Owner only. */
export const PATCH = authedRoute(async (request, { viewer, params }) => {
  const id = parseId(params.id, LISTING_NOT_FOUND);
  const { fields } = await readBody(request);
  return setListingVisibility(viewer, id, fields);
});
