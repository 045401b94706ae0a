import "@/lib/validation/zod-config";
import { z } from "zod";
import { defineUseCase } from "@/lib/use-case";
import { unsubscribeState } from "./settings";

/** The /unsubscribe page: whose link this is and their current setting; null for a link that is not valid. */
export const getUnsubscribeState = defineUseCase({
  name: "notifications.unsubscribe-state",
  caller: "anyone",
  input: z.object({ token: z.string() }),
  run: (_viewer, { token }) => unsubscribeState(token),
});
