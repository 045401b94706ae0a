import { NextResponse } from "next/server";
import { route } from "@/app/_doors/route";
import { createListing } from "@/lib/listings/create-listing";
import { listListings } from "@/lib/listings/list-listings";

/**
 * GET /api/listings/: a JSON array of listings; the next page's cursor (keyset) comes in the
 * X-Next-Cursor header and a Link rel="next", so the body stays an array.
 */
export const GET = route(listListings, {
  respond: ({ items, nextCursor }, request) => {
    const headers = new Headers();
    if (nextCursor) {
      const next = new URL(request.url);
      next.searchParams.set("cursor", nextCursor);
      headers.set("X-Next-Cursor", nextCursor);
      headers.set("Link", `<${next.pathname}${next.search}>; rel="next"`);
    }
    return NextResponse.json(items, { headers });
  },
});

/** POST /api/listings/: multipart (with an optional `image`) or JSON. */
export const POST = route(createListing, { status: 201 });
