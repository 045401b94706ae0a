import "@/lib/validation/zod-config";
import { z } from "zod";
import { defineUseCase } from "@/lib/use-case";
import { listIncomingRequests } from "./index";

/** The /friend-invi page: incoming friend requests with everything its cards show. */
export const listInvitations = defineUseCase({
  name: "friends.invitations",
  caller: "signed-in",
  input: z.object({}),
  run: (viewer) => listIncomingRequests(viewer),
});
