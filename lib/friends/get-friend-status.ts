import "@/lib/validation/zod-config";
import { z } from "zod";
import { defineUseCase } from "@/lib/use-case";
import { pathId } from "@/lib/validation/ids";
import { friendStatus, USER_NOT_FOUND } from "./index";

/** GET /api/auth/friends/status/{id}: none, pending or accepted, and who asked. */
export const getFriendStatus = defineUseCase({
  name: "friends.status",
  caller: "signed-in",
  input: z.object({ id: pathId(USER_NOT_FOUND) }),
  run: (viewer, { id }) => friendStatus(viewer, id),
});
