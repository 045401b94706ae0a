import "@/lib/validation/zod-config";
import { z } from "zod";
import { defineUseCase } from "@/lib/use-case";
import { listIncomingRequests } from "./index";

/** GET /api/auth/friends/requests: incoming pending requests (id = the request id for respond). */
export const listFriendRequests = defineUseCase({
  name: "friends.requests",
  caller: "signed-in",
  input: z.object({}),
  run: async (viewer) =>
    (await listIncomingRequests(viewer)).map(({ id, user_id, username, profile_picture }) => ({ id, user_id, username, profile_picture })),
});
