import { authedRoute, parseId } from "@/lib/http";
import { markThreadRead } from "@/lib/messages";

/** Marks the messages this user sent the viewer as read; answers the viewer's remaining unread total. */
export const POST = authedRoute(async (_request, { viewer, params }) => markThreadRead(viewer, { other_id: parseId(params.otherUserId, "User not found") }));
