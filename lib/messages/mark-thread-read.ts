import "@/lib/validation/zod-config";
import { defineUseCase } from "@/lib/use-case";
import { markReadSchema } from "@/lib/validation/messages";
import { markReadFrom } from "./index";

/**
 * POST /api/messages/{otherUserId}/read and the socket's mark_read {other_id}: only messages that
 * gardener sent the viewer change; answers the viewer's remaining unread total.
 */
export const markThreadRead = defineUseCase({
  name: "messages.markRead",
  caller: "signed-in",
  input: markReadSchema,
  run: (viewer, { other_id }) => markReadFrom(viewer, other_id),
});
