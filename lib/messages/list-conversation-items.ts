import "@/lib/validation/zod-config";
import { z } from "zod";
import { defineUseCase } from "@/lib/use-case";
import { askedListingsOf, type ConversationListing } from "@/lib/conversations/asked-listings";

/** One conversation's item: the other gardener and the listing asked about. */
export type ConversationItem = { user_id: number; listing: ConversationListing };

/**
 * GET /api/messages/items (issue 31): what each conversation is about, the latest listing either
 * gardener asked about from its page, beside SPEC §7's conversation list (whose shape stays as it is).
 */
export const listConversationItems = defineUseCase({
  name: "messages.conversation-items",
  caller: "signed-in",
  input: z.object({}),
  run: async (viewer): Promise<ConversationItem[]> => [...(await askedListingsOf(viewer))].map(([user_id, listing]) => ({ user_id, listing })),
});
