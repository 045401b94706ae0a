import { route } from "@/app/_doors/route";
import { resolveReport } from "@/lib/moderation/resolve-report";

/** POST /api/moderation/reports/{id} {action, reason}. */
export const POST = route(resolveReport);
