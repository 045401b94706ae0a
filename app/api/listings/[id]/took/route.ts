import { route } from "@/app/_doors/route";
import { tookPortion } from "@/lib/gluts/took-portion";

/** POST /api/listings/{id}/took {"portion"}: "I took 1 kg" from a help-yourself doorstep (issue 36). */
export const POST = route(tookPortion);
