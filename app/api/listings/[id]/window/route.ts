import { route } from "@/app/_doors/route";
import { respondWindow } from "@/lib/handover/respond-window";

/** POST /api/listings/{id}/window {"action", "window"?}: either gardener of the open reservation (issue 32). */
export const POST = route(respondWindow);
