import { route } from "@/app/_doors/route";
import { listTrades } from "@/lib/trades/list-trades";

/** GET /api/trades?status=in_progress|done&role=giver|receiver: the caller’s trades. */
export const GET = route(listTrades);
