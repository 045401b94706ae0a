import "@/lib/validation/zod-config";
import { defineUseCase } from "@/lib/use-case";
import { threadQuerySchema } from "@/lib/validation/messages";
import { readThread } from "./index";

/**
 * SPEC §7 GET /messages/{otherUserId}, the chat page and the listing's chat widget: the viewer's
 * thread with that gardener, oldest first; keyset paging with `before`, `after` and `limit`.
 */
export const getThread = defineUseCase({
  name: "messages.thread",
  caller: "signed-in",
  input: threadQuerySchema,
  run: (viewer, { otherUserId, ...query }) => readThread(viewer, otherUserId, query),
});
