import { NextResponse } from "next/server";
import { route } from "@/app/_doors/route";
import { createListing } from "@/lib/listings/create-listing";
import { listListings } from "@/lib/listings/list-listings";
import { listingsPage } from "./page-answer";

/**
 * GET /api/listings/: a JSON array of listings; the next page's cursor (keyset) comes in the
 * X-Next-Cursor header and a Link rel="next", so the body stays an array. server.ts answers the same
 * GET before Next (app/_doors/node-route.ts, decision 0217); this handler is what Next serves otherwise.
 */
export const GET = route(listListings, {
  respond: (output, request) => {
    const { body, headers } = listingsPage(output, new URL(request.url));
    return NextResponse.json(body, { headers });
  },
});

/** POST /api/listings/: multipart (with an optional `image`) or JSON. */
export const POST = route(createListing, { status: 201 });
