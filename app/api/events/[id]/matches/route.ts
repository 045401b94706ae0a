import { route } from "@/app/_doors/route";
import { eventMatches } from "@/lib/swap-days/event-matches";

/** GET /api/events/{id}/matches: what I hope for that others bring. */
export const GET = route(eventMatches);
