import { route } from "@/app/_doors/route";
import { getCrop } from "@/lib/listings/get-crop";

/** GET /api/crops/{slug}: the crop page's data (docs/api.md, "Crops"). */
export const GET = route(getCrop);
