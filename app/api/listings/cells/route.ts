import { route } from "@/app/_doors/route";
import { listCells } from "@/lib/listings/list-cells";

/** GET /api/listings/cells?bbox=&zoom=&crop=: the private map's cells (docs/api.md, "The map"). */
export const GET = route(listCells);
