import "@/lib/validation/zod-config";
import { z } from "zod";
import { defineUseCase } from "@/lib/use-case";
import { incomingRequestCount } from "./index";

/** The friends pages' badge: how many friend requests wait for the viewer. */
export const countInvitations = defineUseCase({
  name: "friends.invitation-count",
  caller: "signed-in",
  input: z.object({}),
  run: (viewer) => incomingRequestCount(viewer),
});
