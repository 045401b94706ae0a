import { route } from "@/app/_doors/route";
import { getEvent } from "@/lib/swap-days/get-event";

/** GET /api/events/{id}: a swap day; the exact address only for the gardeners going. */
export const GET = route(getEvent);
