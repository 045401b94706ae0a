import { readFile } from "node:fs/promises";
import path from "node:path";
import { connection } from "next/server";

/**
 * GET /sw.js: the service worker scripts/build-sw.mjs built beside this build (sw/sw.ts). Never
 * cached by the browser's HTTP cache, so a new build's worker is picked up on the next visit.
 * Development builds have none (404): the app works the same without it.
 */
export async function GET() {
  await connection();
  const file = path.join(process.cwd(), process.env.NEXT_DIST_DIR || ".next", "sw.js");
  try {
    const body = await readFile(file, "utf8");
    return new Response(body, { headers: { "content-type": "application/javascript; charset=utf-8", "cache-control": "no-cache, no-store" } });
  } catch {
    return new Response("// No service worker in this build (run npm run build).\n", { status: 404, headers: { "content-type": "application/javascript; charset=utf-8" } });
  }
}
