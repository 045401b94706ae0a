import { route } from "@/app/_doors/route";
import { listConversationItems } from "@/lib/messages/list-conversation-items";

/** What each conversation is about: the latest listing asked about from its page (issue 31). */
export const GET = route(listConversationItems);
