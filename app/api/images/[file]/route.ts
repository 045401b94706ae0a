import { route } from "@/app/_doors/route";
import { getImage } from "@/lib/images/get-image";

/** GET /api/images/<hash>.webp (and <hash>-thumb.webp, <hash>-avatar.webp): content-addressed, ETagged, short-lived in caches. */
export const GET = route(getImage, {
  input: (request, { file }) => ({ file, if_none_match: request.headers.get("if-none-match") }),
  respond: ({ etag, cache, data }) =>
    data
      ? new Response(new Uint8Array(data), {
          headers: { "Content-Type": "image/webp", "Content-Length": String(data.byteLength), ETag: etag, "Cache-Control": cache, "X-Content-Type-Options": "nosniff" },
        })
      : new Response(null, { status: 304, headers: { ETag: etag, "Cache-Control": cache } }),
});
