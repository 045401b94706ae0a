import { route } from "@/app/_doors/route";
import { listTradePartners } from "@/lib/trades/trade-partners";

/** GET /api/trades/partners: gardeners the caller may reserve for or hand over to. */
export const GET = route(listTradePartners);
