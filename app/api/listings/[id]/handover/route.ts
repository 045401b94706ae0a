import { route } from "@/app/_doors/route";
import { setHandover } from "@/lib/handover/set-handover";

/** PUT /api/listings/{id}/handover {"mode", "place"?, "spot"?, "windows"}: owner only (issue 32). */
export const PUT = route(setHandover);
