import "@/lib/validation/zod-config";
import { defineUseCase } from "@/lib/use-case";
import { friendRespondSchema } from "@/lib/validation/friends";
import { respondToRequest } from "./index";

/** POST /api/auth/friends/respond {request_id, accept}: only the recipient of a pending request answers it. */
export const respondFriendRequest = defineUseCase({
  name: "friends.respond",
  caller: "signed-in",
  input: friendRespondSchema,
  run: async (viewer, { request_id, accept }) => ({ id: request_id, ...(await respondToRequest(viewer, request_id, accept)) }),
});
