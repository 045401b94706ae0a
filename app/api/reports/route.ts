import { route } from "@/app/_doors/route";
import { createReport } from "@/lib/reports/create-report";

/** POST /api/reports {target_type, target_id, reason, note?, block?}. */
export const POST = route(createReport, { status: 201 });
