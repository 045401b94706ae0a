import type { Metadata } from "next";
import { ConversationList } from "@/components/chat/conversation-list";
import { load, requirePageViewer } from "@/app/_doors/page";
import { getT, getWords } from "@/app/_doors/locale";
import { listConversations } from "@/lib/messages/list-conversations";
import { listConversationItems } from "@/lib/messages/list-conversation-items";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT("talkMeta"))("messages") };
}

/** SPEC §2 /messages: the conversation list (the route itself is the list; /messages/ lands here too). */
export default async function MessagesPage() {
  await requirePageViewer("/messages");
  const [conversations, items, w] = await Promise.all([load(listConversations, {}), load(listConversationItems, {}), getWords("talkInbox")]);
  return <ConversationList initial={conversations} initialItems={items} w={w} />;
}
