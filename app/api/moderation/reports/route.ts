import { route } from "@/app/_doors/route";
import { listReports } from "@/lib/moderation/list-reports";

/** GET /api/moderation/reports: moderators only (404 for everyone else). */
export const GET = route(listReports);
