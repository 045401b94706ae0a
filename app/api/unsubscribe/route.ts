import { NextResponse } from "next/server";
import { invalid } from "@/lib/errors";
import { errorResponse, readBody } from "@/lib/http";
import { setEmailNotificationsFor } from "@/lib/notifications/email";
import { verifyUnsubscribeToken } from "@/lib/notifications/unsubscribe";

const INVALID_UNSUBSCRIBE = "This unsubscribe link is not valid.";

async function unsubscribe(token: unknown): Promise<number> {
  const userId = verifyUnsubscribeToken(token);
  if (userId === null || !(await setEmailNotificationsFor(userId, false))) throw invalid(INVALID_UNSUBSCRIBE);
  return userId;
}

/** A relative Location: the page is on whatever origin the e-mailed link was opened on. */
const seeOther = (location: string) => new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });

/**
 * The link in every notification e-mail: works without logging in (the signed token is the proof),
 * turns e-mail notifications off and shows the confirmation page (which can turn them back on).
 */
export async function GET(request: Request) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  try {
    await unsubscribe(token);
    return seeOther(`/unsubscribe?token=${encodeURIComponent(token)}&done=1`);
  } catch {
    return seeOther("/unsubscribe?invalid=1");
  }
}

/** RFC 8058 one-click unsubscribe (mail clients POST "List-Unsubscribe=One-Click" to the same URL). */
export async function POST(request: Request) {
  try {
    const url = new URL(request.url);
    const { fields } = await readBody(request);
    await unsubscribe(url.searchParams.get("token") ?? fields.token);
    return NextResponse.json({ unsubscribed: true });
  } catch (e) {
    return errorResponse(e);
  }
}
