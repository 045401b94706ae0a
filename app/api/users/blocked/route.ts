import { route } from "@/app/_doors/route";
import { listBlocked } from "@/lib/blocks/list-blocked";

/** GET /api/users/blocked: the gardeners the caller blocked. */
export const GET = route(listBlocked);
