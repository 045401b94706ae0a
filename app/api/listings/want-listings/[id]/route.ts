import { route } from "@/app/_doors/route";
import { deleteWant } from "@/lib/wants/delete-want";
import { updateWant } from "@/lib/wants/update-want";

/** PATCH /api/listings/want-listings/{id} with title. Owner only. */
export const PATCH = route(updateWant);

/** DELETE /api/listings/want-listings/{id}. Owner only. */
export const DELETE = route(deleteWant);
