import { route } from "@/app/_doors/route";
import { suggestCrops } from "@/lib/crops/suggest-crops";

/** GET /api/crops/suggest?q=: crop names and varieties for autocomplete (docs/api.md, "Crops"). */
export const GET = route(suggestCrops, {
  respond: (items) => Response.json(items, { headers: { "Cache-Control": "public, max-age=3600" } }),
});
