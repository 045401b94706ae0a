import { route } from "@/app/_doors/route";
import { listMyOffers } from "@/lib/queue/my-offers";

/** GET /api/offers: my open first refusals (issue 32). */
export const GET = route(listMyOffers);
