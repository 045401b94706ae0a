import { route } from "@/app/_doors/route";
import { getCropSeason } from "@/lib/seasons/get-crop-season";

/** GET /api/crops/{slug}/season?place= (docs/api.md, "Seasons"). */
export const GET = route(getCropSeason);
