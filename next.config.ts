import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Separate build folders let several builds (CI, e2e, a developer's dev server) coexist.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // SPEC §7 calls /api/listings/ with a trailing slash: answer it in place (a 308 would drop POST bodies in many clients).
  skipTrailingSlashRedirect: true,
  allowedDevOrigins: ["127.0.0.1", "localhost"],
  serverExternalPackages: ["@electric-sql/pglite", "sharp", "@node-rs/argon2", "postgres", "pg-boss", "pg"],
  images: { qualities: [75, 90] },
  experimental: {
    serverActions: { bodySizeLimit: "12mb" },
  },
};

export default nextConfig;
