import { NextResponse } from "next/server";
import { route } from "@/app/_doors/route";
import { env } from "@/lib/env";
import { sharePhoto } from "@/lib/listings/share-photo";

/**
 * Locations are built on PUBLIC_URL: `request.url` carries the address the server is bound to
 * (http://0.0.0.0:3000 behind a proxy or in a container), which the browser cannot open.
 */
const at = (path: string) => new URL(path, `${env().PUBLIC_URL}/`);
const newListing = (search = "") => at(`/listings/new${search}`);

const door = route(sharePhoto, { respond: ({ hash }) => NextResponse.redirect(newListing(`?photo=${hash}`), 303) });

/**
 * POST /share-target: the manifest's share_target. Stores the photo and opens "New listing" with it
 * attached; a signed-out gardener is sent to log in first, and a file that is not a picture opens
 * the empty form.
 */
export async function POST(request: Request) {
  const res = await door(request);
  if (res.status === 303) return res;
  if (res.status === 401) return NextResponse.redirect(at(`/login?next=${encodeURIComponent("/listings/new")}`), 303);
  return NextResponse.redirect(newListing("?photo_error=1"), 303);
}
