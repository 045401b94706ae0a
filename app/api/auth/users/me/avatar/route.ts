import { getOwnAvatar } from "@/lib/accounts/profile";
import { authedRoute } from "@/lib/http";

/** The signed-in gardener's photo as bytes (404 when there is none). */
export const GET = authedRoute(async (request, { viewer }) => {
  const { hash, data } = await getOwnAvatar(viewer);
  const etag = `"${hash}"`;
  const headers = { "Content-Type": "image/webp", "Cache-Control": "private, no-cache", ETag: etag, Vary: "Authorization, Cookie" };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(data), { status: 200, headers: { ...headers, "Content-Length": String(data.byteLength) } });
});
