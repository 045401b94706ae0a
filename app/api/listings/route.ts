import { NextResponse } from "next/server";
import { authedRoute, publicRoute, readBody } from "@/lib/http";
import { fileFromForm } from "@/lib/images";
import { createListing, listListings } from "@/lib/listings";
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
export const POST = authedRoute(async (request, { viewer }) => {
  const { fields, form } = await readBody(request);
  const image = await fileFromForm(form, "image");
  const listing = await createListing(viewer, fields, image);
  return NextResponse.json(listing, { status: 201 });
});
