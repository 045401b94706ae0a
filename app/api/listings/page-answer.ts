import type { ListingDTO } from "@/lib/listings";

/**
 * The answer of GET /api/listings/, for both of its doors (the route handler and server.ts's node
 * door, app/_doors/node-route.ts): a JSON array; the next page's cursor (keyset) in the X-Next-Cursor
 * header and a Link rel="next", so the body stays an array.
 */
export function listingsPage({ items, nextCursor }: { items: ListingDTO[]; nextCursor: string | null }, url: URL) {
  const headers: Record<string, string> = {};
  if (nextCursor) {
    const next = new URL(url);
    next.searchParams.set("cursor", nextCursor);
    headers["X-Next-Cursor"] = nextCursor;
    headers["Link"] = `<${next.pathname}${next.search}>; rel="next"`;
  }
  return { body: items, headers };
}
