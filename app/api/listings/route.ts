import { NextResponse } from "next/server";
import { route } from "@/app/_doors/route";
import { publicRoute } from "@/lib/http";
import { listListings } from "@/lib/listings";
import { createListing } from "@/lib/listings/create-listing";
import { listingQueryFromParams } from "@/lib/listings/query";

/**
 * GET /api/listings/: a JSON array of listings; the next page's cursor (keyset) comes in the
 * X-Next-Cursor header and a Link rel="next", so the body stays an array.
 */
export const GET = publicRoute(async (request, { viewer }) => {
  const url = new URL(request.url);
  const query = listingQueryFromParams(url.searchParams);
  const { items, nextCursor } = await listListings(viewer, { ...query, limit: query.limit ?? 100 });
  const headers = new Headers();
  if (nextCursor) {
    const next = new URL(url);
    next.searchParams.set("cursor", nextCursor);
    headers.set("X-Next-Cursor", nextCursor);
    headers.set("Link", `<${next.pathname}${next.search}>; rel="next"`);
  }
  return NextResponse.json(items, { headers });
});

/** POST /api/listings/: multipart (with an optional `image`) or JSON. */
export const POST = route(createListing, { status: 201 });
