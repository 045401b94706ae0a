import { route } from "@/app/_doors/route";
import { getSeasonNow } from "@/lib/seasons/get-season-now";

/** GET /api/season/now?place= (docs/api.md, "Seasons"). */
export const GET = route(getSeasonNow);
