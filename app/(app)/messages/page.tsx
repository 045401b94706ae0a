import type { Metadata } from "next";
import { ConversationList } from "@/components/chat/conversation-list";
import { requirePageViewer } from "@/app/_doors/session";
import { conversationsOf } from "@/lib/messages";

export const metadata: Metadata = { title: "Messages" };

/** SPEC §2 /messages: the conversation list (the route itself is the list; /messages/ lands here too). */
export default async function MessagesPage() {
  const viewer = await requirePageViewer("/messages");
  const conversations = await conversationsOf(viewer);
  return <ConversationList initial={conversations} />;
}
