import { route } from "@/app/_doors/route";
import { findGardeners } from "@/lib/gardeners/find-gardeners";

/** GET /api/gardeners?q=: other gardeners by username, name or town, with the viewer's relation (docs/api.md). */
export const GET = route(findGardeners);
