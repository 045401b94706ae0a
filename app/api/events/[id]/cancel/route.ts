import { route } from "@/app/_doors/route";
import { cancelEvent } from "@/lib/swap-days/cancel-event";

/** POST /api/events/{id}/cancel: the organiser or a group admin calls the swap day off; those going are told. */
export const POST = route(cancelEvent);
