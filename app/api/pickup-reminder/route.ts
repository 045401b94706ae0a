import { route } from "@/app/_doors/route";
import { applyComingLink, checkComingLink } from "@/lib/handover/coming-link";

/** GET /api/pickup-reminder?token=: what the pickup reminder e-mail's link would answer; changes nothing. */
export const GET = route(checkComingLink);
/** POST /api/pickup-reminder {"token"}: "Still coming" or "Can't make it", without logging in (issue 32). */
export const POST = route(applyComingLink);
