import { route } from "@/app/_doors/route";
import { nearbyGardeners } from "@/lib/gardeners/nearby-gardeners";

/** GET /api/gardeners/nearby: gardeners within 50 km of the caller, as distance buckets. */
export const GET = route(nearbyGardeners);
