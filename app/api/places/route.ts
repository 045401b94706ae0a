import { route } from "@/app/_doors/route";
import { suggestPlacesUseCase } from "@/lib/places/suggest-places";

/** GET /api/places?q=port: place autocomplete (docs/api.md, "Near me"). */
export const GET = route(suggestPlacesUseCase);
