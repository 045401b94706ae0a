import { route } from "@/app/_doors/route";
import { listConversations } from "@/lib/messages/list-conversations";
import { sendMessage } from "@/lib/messages/send-message";

/** SPEC §7 GET /messages: the viewer's conversations, one row per other gardener. */
export const GET = route(listConversations);

/** SPEC §7 POST /messages: `receiver_id, content`. Stored, then pushed live like a socket message. */
export const POST = route(sendMessage, { status: 201 });
