import "@/lib/validation/zod-config";
import { z } from "zod";
import { defineUseCase } from "@/lib/use-case";
import { pathId } from "@/lib/validation/ids";
import { removeFriend, USER_NOT_FOUND } from "./index";

/**
 * DELETE /api/auth/friends/{id} and the remove/cancel/decline buttons: ends the viewer's relation
 * with user {id}. Nobody ends a friendship they are not in ("Friendship not found").
 */
export const deleteFriendship = defineUseCase({
  name: "friends.remove",
  caller: "signed-in",
  input: z.object({ id: pathId(USER_NOT_FOUND) }),
  run: (viewer, { id }) => removeFriend(viewer, id),
});
