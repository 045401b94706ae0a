import { publicRoute } from "@/lib/http";
import { imageAccess, parseImageFile, readImage } from "@/lib/images";

const notFound = () => Response.json({ detail: "Image not found" }, { status: 404 });

/** GET /api/images/<hash>.webp (and <hash>-thumb.webp): content-addressed, ETagged, short-lived in caches. */
export const GET = publicRoute(async (request, { viewer, params }) => {
  const parsed = parseImageFile(params.file);
  if (!parsed) return notFound();
  const access = await imageAccess(viewer, parsed.hash);
  if (access === "none") return notFound();
  const etag = `"${parsed.hash}${parsed.thumb ? "-thumb" : ""}"`;
  // Not immutable: a listing may turn friends-only or be deleted, and shared caches must let go of
  // it. Public copies live 5 minutes, then revalidate (a 304 by ETag, after the access check above).
  const cache = access === "public" ? "public, max-age=300, must-revalidate" : "private, max-age=300, must-revalidate";
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers: { ETag: etag, "Cache-Control": cache } });
  const data = await readImage(parsed.hash, parsed.thumb);
  if (!data) return notFound();
  return new Response(new Uint8Array(data), {
    headers: { "Content-Type": "image/webp", "Content-Length": String(data.byteLength), ETag: etag, "Cache-Control": cache, "X-Content-Type-Options": "nosniff" },
  });
});
