import { friendStatus, USER_NOT_FOUND } from "@/lib/friends";
import { authedRoute, parseId } from "@/lib/http";

/** GET /api/auth/friends/status/{id}: {status: none|pending|accepted} and who asked. */
export const GET = authedRoute(async (_request, { viewer, params }) => friendStatus(viewer, parseId(params.id, USER_NOT_FOUND)));
