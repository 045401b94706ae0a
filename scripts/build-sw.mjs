// Builds the service worker (sw/sw.ts, Serwist) into <distDir>/sw.js after `next build`: esbuild
// bundles it, then @serwist/build injects the precache manifest (the build's static files, the
// icons and the offline page). app/sw.js/route.ts serves it at /sw.js.
import { createHash } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import { injectManifest } from "@serwist/build";
import { build } from "esbuild";

const dist = process.env.NEXT_DIST_DIR || ".next";
const buildId = readFileSync(`${dist}/BUILD_ID`, "utf8").trim();
const revisionOf = (file) => createHash("sha256").update(readFileSync(file)).digest("hex").slice(0, 16);

await build({
  entryPoints: ["sw/sw.ts"],
  outfile: `${dist}/sw.src.js`,
  bundle: true,
  format: "iife",
  target: "es2020",
  minify: true,
  define: { "process.env.NODE_ENV": '"production"' },
  logLevel: "warning",
});

const { count, size, warnings } = await injectManifest({
  swSrc: `${dist}/sw.src.js`,
  swDest: `${dist}/sw.js`,
  globDirectory: dist,
  globPatterns: ["static/**/*.{js,css,woff2}"],
  modifyURLPrefix: { "static/": "/_next/static/" },
  // File names under /_next/static carry their own hash.
  dontCacheBustURLsMatching: /^\/_next\/static\//,
  additionalPrecacheEntries: [
    { url: "/offline", revision: buildId },
    ...["icons/icon-192.png", "icons/icon-512.png", "icons/apple-touch-icon.png", "icon.svg"].map((f) => ({ url: `/${f}`, revision: revisionOf(`public/${f}`) })),
  ],
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
});
rmSync(`${dist}/sw.src.js`);
for (const w of warnings) console.warn(`sw: ${w}`);
console.log(`sw: ${dist}/sw.js precaches ${count} files (${Math.round(size / 1024)} KiB)`);
