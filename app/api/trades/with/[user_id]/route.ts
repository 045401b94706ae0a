import { route } from "@/app/_doors/route";
import { conversationTrades } from "@/lib/trades/conversation-trades";

/** GET /api/trades/with/{user_id}: the caller's offers for this gardener and the trades between them. */
export const GET = route(conversationTrades);
