import { route } from "@/app/_doors/route";
import { operatorMetrics } from "@/lib/moderation/operator-metrics";

/** GET /api/admin/metrics: the operator's dashboard as JSON, moderators only (404 for everyone else, as the desk). */
export const GET = route(operatorMetrics);
