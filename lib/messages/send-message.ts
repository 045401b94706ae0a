import "@/lib/validation/zod-config";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { sendMessageSchema } from "@/lib/validation/messages";
import { storeMessage } from "./index";

/**
 * POST /api/messages and the socket's send_message: `receiver_id, content` (and an optional
 * `client_id` that makes a retry answer the stored message). The sender is always the caller. One
 * budget per sender on every door together (LIMITS.sendMessage).
 */
export const sendMessage = defineUseCase({
  name: "messages.send",
  caller: "signed-in",
  input: sendMessageSchema,
  limits: LIMITS.sendMessage,
  run: (viewer, data) => storeMessage(viewer, data),
});
