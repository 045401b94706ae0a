import { NextResponse } from "next/server";
import { route } from "@/app/_doors/route";
import { sharePhoto } from "@/lib/listings/share-photo";

const newListing = (request: Request, search = "") => new URL(`/listings/new${search}`, request.url);

const door = route(sharePhoto, { respond: ({ hash }, request) => NextResponse.redirect(newListing(request, `?photo=${hash}`), 303) });

/**
 * POST /share-target: the manifest's share_target. Stores the photo and opens "New listing" with it
 * attached; a signed-out gardener is sent to log in first, and a file that is not a picture opens
 * the empty form.
 */
export async function POST(request: Request) {
  const res = await door(request);
  if (res.status === 303) return res;
  if (res.status === 401) return NextResponse.redirect(new URL(`/login?next=${encodeURIComponent("/listings/new")}`, request.url), 303);
  return NextResponse.redirect(newListing(request, "?photo_error=1"), 303);
}
