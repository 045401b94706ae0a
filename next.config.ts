import type { NextConfig } from "next";

// Set by .ci/run only: its Typecheck step has already run tsc over everything the build would check
// (72 s of a clean clone's build), and a build cache that no later build reads is 15 s of writing.
const ciBuild = process.env.GARDENSWAP_CI_BUILD === "1";

const nextConfig: NextConfig = {
  // Separate build folders let several builds (CI, e2e, a developer's dev server) coexist.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // SPEC §7 calls /api/listings/ with a trailing slash: answer it in place (a 308 would drop POST bodies in many clients).
  skipTrailingSlashRedirect: true,
  allowedDevOrigins: ["127.0.0.1", "localhost"],
  serverExternalPackages: ["@electric-sql/pglite", "sharp", "@node-rs/argon2", "postgres", "pg-boss", "pg"],
  images: { qualities: [75, 90] },
  typescript: { ignoreBuildErrors: ciBuild },
  experimental: {
    serverActions: { bodySizeLimit: "12mb" },
    turbopackFileSystemCacheForBuild: !ciBuild,
  },
};

export default nextConfig;
