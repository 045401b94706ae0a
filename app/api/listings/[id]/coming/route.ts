import { route } from "@/app/_doors/route";
import { answerComing } from "@/lib/handover/coming";

/** POST /api/listings/{id}/coming {"coming"}: the reserved gardener; false releases it (issue 32). */
export const POST = route(answerComing);
