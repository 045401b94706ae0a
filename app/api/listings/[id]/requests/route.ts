import { route } from "@/app/_doors/route";
import { requestPortion } from "@/lib/gluts/request-portion";

/** POST /api/listings/{id}/requests {"portion"}: ask for a portion while a fair chance gathers requests (issue 36). */
export const POST = route(requestPortion, { status: 201 });
