import { route } from "@/app/_doors/route";
import { disputeNoShow } from "@/lib/trades/dispute-no-show";

/** POST /api/trades/{id}/dispute {"note"?}: the gardener released as a no-show disputes it, once. */
export const POST = route(disputeNoShow);
