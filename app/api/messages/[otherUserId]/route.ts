import { route } from "@/app/_doors/route";
import { getThread } from "@/lib/messages/get-thread";

/**
 * SPEC §7 GET /messages/{otherUserId}: the viewer's thread with that user, oldest first (an array).
 * Optional keyset paging: ?before=<id> for older messages, ?after=<id> to catch up; ?limit (≤ 200).
 */
export const GET = route(getThread);
