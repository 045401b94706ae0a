import { route } from "@/app/_doors/route";
import { getAvatar } from "@/lib/accounts/get-avatar";

/** The signed-in gardener's photo as bytes (404 when there is none), revalidated by ETag. */
export const GET = route(getAvatar, {
  respond: ({ hash, data }, request) => {
    const etag = `"${hash}"`;
    const headers = { "Content-Type": "image/webp", "Cache-Control": "private, no-cache", ETag: etag, Vary: "Authorization, Cookie" };
    if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
    return new Response(new Uint8Array(data), { status: 200, headers: { ...headers, "Content-Length": String(data.byteLength) } });
  },
});
