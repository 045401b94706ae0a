import { route } from "@/app/_doors/route";
import { getReliability } from "@/lib/trades/reliability";

/** GET /api/users/{id}/reliability: the kept-promise record (issue 32); hidden gardeners → 404. */
export const GET = route(getReliability);
