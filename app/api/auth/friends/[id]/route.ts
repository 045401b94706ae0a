import { removeFriend, USER_NOT_FOUND } from "@/lib/friends";
import { authedRoute, parseId } from "@/lib/http";

/** DELETE /api/auth/friends/{id}: remove the friendship with user {id}, or cancel/decline a pending request. */
export const DELETE = authedRoute(async (_request, { viewer, params }) => {
  await removeFriend(viewer, parseId(params.id, USER_NOT_FOUND));
});
