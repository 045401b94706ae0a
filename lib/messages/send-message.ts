import "@/lib/validation/zod-config";
import { and, eq, or } from "drizzle-orm";
import { db, schema } from "@/db";
import type { Viewer } from "@/lib/auth/session";
import { LIMITS } from "@/lib/limits";
import { consume } from "@/lib/rate-limit";
import { defineUseCase } from "@/lib/use-case";
import { sendMessageSchema } from "@/lib/validation/messages";
import { storeMessage } from "./index";

/** Whether the two have a conversation (either wrote) or are friends: then a message starts nothing new. */
async function alreadyKnown(me: number, other: number): Promise<boolean> {
  const { messages, friendships } = schema;
  const [wrote, friends] = await Promise.all([
    db()
      .select({ id: messages.id })
      .from(messages)
      .where(or(and(eq(messages.senderId, me), eq(messages.receiverId, other)), and(eq(messages.senderId, other), eq(messages.receiverId, me))))
      .limit(1),
    db()
      .select({ id: friendships.id })
      .from(friendships)
      .where(and(eq(friendships.userLowId, Math.min(me, other)), eq(friendships.userHighId, Math.max(me, other)), eq(friendships.status, "accepted")))
      .limit(1),
  ]);
  return wrote.length > 0 || friends.length > 0;
}

/**
 * A gardener who has not confirmed their address may start only so many new conversations a day
 * (issue 29: throwaway accounts cannot spam strangers); replies and friends are never counted.
 */
async function limitNewConversations(viewer: Viewer, receiverId: number) {
  if (viewer.verified || receiverId === viewer.id || (await alreadyKnown(viewer.id, receiverId))) return;
  const limit = LIMITS.firstMessageUnverified;
  await consume(limit.bucket, limit, `u:${viewer.id}`);
}

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
  run: async (viewer, data) => {
    await limitNewConversations(viewer, data.receiver_id);
    return storeMessage(viewer, data);
  },
});
