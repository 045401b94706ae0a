import { route } from "@/app/_doors/route";
import { confirmTrade } from "@/lib/trades/confirm-trade";

/** POST /api/listings/{id}/confirm {"received"}: the named counterpart only. */
export const POST = route(confirmTrade);
