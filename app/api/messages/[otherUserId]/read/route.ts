import { route } from "@/app/_doors/route";
import { markThreadRead } from "@/lib/messages/mark-thread-read";

/** Marks the messages this user sent the viewer as read; answers the viewer's remaining unread total. */
export const POST = route(markThreadRead, { input: (_request, { otherUserId }) => ({ otherUserId }) });
