import { publicRoute } from "@/lib/http";
import { imageAccess, parseImageFile, readImage } from "@/lib/images";

const notFound = () => Response.json({ detail: "Image not found" }, { status: 404 });

/** GET /api/images/<hash>.webp (and <hash>-thumb.webp): immutable, content-addressed, ETagged. */
export const GET = publicRoute(async (request, { viewer, params }) => {
  const parsed = parseImageFile(params.file);
  if (!parsed) return notFound();
  const access = await imageAccess(viewer, parsed.hash);
  if (access === "none") return notFound();
  const etag = `"${parsed.hash}${parsed.thumb ? "-thumb" : ""}"`;
  const cache = `${access}, max-age=31536000, immutable`;
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers: { ETag: etag, "Cache-Control": cache } });
  const data = await readImage(parsed.hash, parsed.thumb);
  if (!data) return notFound();
  return new Response(new Uint8Array(data), {
    headers: { "Content-Type": "image/webp", "Content-Length": String(data.byteLength), ETag: etag, "Cache-Control": cache, "X-Content-Type-Options": "nosniff" },
  });
});
