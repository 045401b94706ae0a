import { route } from "@/app/_doors/route";
import { getPlaceImpact } from "@/lib/impact/get-place-impact";

/** GET /api/impact?place=97214&window=season: a neighbourhood's harvest counted (nothing below 3 trades). */
export const GET = route(getPlaceImpact);
