import { route } from "@/app/_doors/route";
import { getCalendar } from "@/lib/handover/calendar";

/** GET /api/listings/{id}/calendar.ics: the pickup as an iCalendar file, for the two gardeners only (issue 32). */
export const GET = route(getCalendar, {
  respond: ({ filename, body }) =>
    new Response(body, {
      headers: {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": `attachment; filename="${filename}"`,
        // It may carry the exact spot: never kept by a shared cache.
        "cache-control": "private, no-store",
      },
    }),
});
