import type { Metadata } from "next";
import { ConversationList } from "@/components/chat/conversation-list";
import { load, requirePageViewer } from "@/app/_doors/page";
import { listConversations } from "@/lib/messages/list-conversations";
import { listConversationItems } from "@/lib/messages/list-conversation-items";

export const metadata: Metadata = { title: "Messages" };

/** SPEC §2 /messages: the conversation list (the route itself is the list; /messages/ lands here too). */
export default async function MessagesPage() {
  await requirePageViewer("/messages");
  const [conversations, items] = await Promise.all([load(listConversations, {}), load(listConversationItems, {})]);
  return <ConversationList initial={conversations} initialItems={items} />;
}
