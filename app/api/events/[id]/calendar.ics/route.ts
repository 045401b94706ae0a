import { route } from "@/app/_doors/route";
import { eventCalendar } from "@/lib/swap-days/event-calendar";

/** GET /api/events/{id}/calendar.ics: the swap day as an iCalendar file (the exact address only for those going). */
export const GET = route(eventCalendar, {
  respond: ({ filename, body, insider }) =>
    new Response(body, {
      headers: {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": `attachment; filename="${filename}"`,
        // With the exact address it is the caller's alone; without, still per viewer (visibility).
        "cache-control": insider ? "private, no-store" : "private, max-age=0",
      },
    }),
});
