import "@/lib/validation/zod-config";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { friendRequestSchema } from "@/lib/validation/friends";
import { requestFriendship } from "./index";

/**
 * POST /api/auth/friends/request {friend_id} and the friend buttons: a new request, a harmless
 * repeat, or the acceptance of the other side's request. One budget per sender on every door.
 */
export const sendFriendRequest = defineUseCase({
  name: "friends.request",
  caller: "signed-in",
  input: friendRequestSchema,
  limits: LIMITS.friendRequest,
  run: async (viewer, { friend_id }) => ({ friend_id, ...(await requestFriendship(viewer, friend_id)) }),
});
