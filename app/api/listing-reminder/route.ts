import { route } from "@/app/_doors/route";
import { applyReminderLink, checkReminderLink } from "@/lib/trades/reminder-link";

/** GET /api/listing-reminder?token=: what the reminder e-mail's link would do; changes nothing. */
export const GET = route(checkReminderLink);
/** POST /api/listing-reminder {"token"}: "Still available" or "It's gone", without logging in. */
export const POST = route(applyReminderLink);
