import { callerLocale } from "@/app/_doors/answer";
import { detailIn } from "@/app/_doors/details";

/** Unknown /api paths answer JSON, never the HTML 404 page, in the caller's language (Accept-Language: no session is read here). */
function notFound(request: Request) {
  const locale = callerLocale(request.headers, null);
  return Response.json({ detail: detailIn("Not Found", locale) }, { status: 404, headers: { "Content-Language": locale } });
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
