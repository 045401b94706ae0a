import { route } from "@/app/_doors/route";
import { rsvpEvent } from "@/lib/swap-days/rsvp-event";

/** POST /api/events/{id}/rsvp {"going"}: 409 when full. */
export const POST = route(rsvpEvent);
