// Bundles server.ts (and the lib/ it imports) into dist/server.js; packages stay external.
import { build } from "esbuild";

await build({
  entryPoints: ["server.ts"],
  outfile: `${process.env.NEXT_DIST_DIR || ".next"}/custom-server.mjs`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
