import { route } from "@/app/_doors/route";
import { getLabel } from "@/lib/seed-lots/get-label";

/** GET /api/seed-lots/{code}/label (and /seed-lots/{code}/label for browsers): the printable packet label, an HTML page with print CSS. */
export const GET = route(getLabel, {
  respond: ({ html }) => new Response(html, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "private, max-age=0" } }),
});
