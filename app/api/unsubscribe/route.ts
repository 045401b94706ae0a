import { NextResponse } from "next/server";
import { errorResponse, readBody } from "@/lib/http";
import { setEmailNotificationsByToken } from "@/lib/notifications/settings";

const unsubscribe = (token: unknown) => setEmailNotificationsByToken(token, { enabled: false });

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
