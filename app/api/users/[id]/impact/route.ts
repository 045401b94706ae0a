import { route } from "@/app/_doors/route";
import { getUserImpact } from "@/lib/impact/get-user-impact";

/** GET /api/users/{id}/impact?window=season|12m: what a gardener shared and received over a window. */
export const GET = route(getUserImpact);
