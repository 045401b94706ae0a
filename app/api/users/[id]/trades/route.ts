import { route } from "@/app/_doors/route";
import { getTradeProfile } from "@/lib/trades/trade-profile";

/** GET /api/users/{id}/trades: completed trades given and received, and thank-you notes once there are 3. */
export const GET = route(getTradeProfile);
