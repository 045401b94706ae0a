import { route } from "@/app/_doors/route";
import { getQueue } from "@/lib/queue/get-queue";

/** GET /api/listings/{id}/queue: the owner's next in line (issue 32). */
export const GET = route(getQueue);
