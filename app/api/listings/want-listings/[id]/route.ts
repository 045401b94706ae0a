import { authedRoute, parseId, readBody } from "@/lib/http";
import { deleteWant, updateWant, WANT_NOT_FOUND } from "@/lib/wants";

/** PATCH /api/listings/want-listings/{id} with title. Owner only. */
export const PATCH = authedRoute(async (request, { viewer, params }) => {
  const { fields } = await readBody(request);
  return updateWant(viewer, parseId(params.id, WANT_NOT_FOUND), fields);
});

/** DELETE /api/listings/want-listings/{id}. Owner only. */
export const DELETE = authedRoute(async (_request, { viewer, params }) => {
  await deleteWant(viewer, parseId(params.id, WANT_NOT_FOUND));
});
