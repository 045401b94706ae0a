import { route } from "@/app/_doors/route";
import { readBody } from "@/app/_doors/http";
import { unsubscribeEmails } from "@/lib/notifications/unsubscribe-emails";

/** A relative Location: the page is on whatever origin the e-mailed link was opened on. */
const seeOther = (location: string) => new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });
const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? undefined;

const unsubscribeLink = route(unsubscribeEmails, {
  input: (request) => ({ token: tokenOf(request) ?? "" }),
  respond: (_done, request) => seeOther(`/unsubscribe?token=${encodeURIComponent(tokenOf(request) ?? "")}&done=1`),
});

/**
 * The link in every notification e-mail: works without logging in (the signed token is the proof),
 * turns e-mail notifications off and shows the confirmation page (which can turn them back on).
 * Anything wrong with the link shows the page's "not valid" state.
 */
export async function GET(request: Request) {
  const answer = await unsubscribeLink(request);
  return answer.status === 303 ? answer : seeOther("/unsubscribe?invalid=1");
}

/** RFC 8058 one-click unsubscribe (mail clients POST "List-Unsubscribe=One-Click" to the same URL). */
export const POST = route(unsubscribeEmails, {
  input: async (request) => {
    const { fields } = await readBody(request);
    return { token: tokenOf(request) ?? fields.token };
  },
});
