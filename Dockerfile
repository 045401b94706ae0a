# syntax=docker/dockerfile:1
# GardenSwap container: deps → build → runtime. Every RUN here is the same command you run outside
# Docker (see README, "In a container"); the runtime stage starts exactly what `npm start` starts.
#
#   docker build -t gardenswap .
#   docker run -p 3000:3000 -v gardenswap-data:/data gardenswap                 # embedded database + demo data
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://... -e AUTH_SECRET=... gardenswap

ARG NODE_VERSION=20.19
# The image every stage starts from. Default: the official Node image. Machines that cannot pull it build
# a Debian base locally and pass it (.ci/container: debootstrap + the host's Node → gardenswap-base):
#   docker build --build-arg BASE_IMAGE=gardenswap-base:bookworm-node20.20.2 -t gardenswap .
ARG BASE_IMAGE=node:${NODE_VERSION}-bookworm-slim

# ---- deps: every package, dev tools included (the build needs them) -----------------------------
FROM ${BASE_IMAGE} AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json .npmrc ./
# `npm install`, never `npm ci`: the lockfile may lack this platform's optional native binaries.
RUN npm install --no-audit --no-fund

# ---- build: the Next.js production build plus the bundled custom server ---------------------------
FROM deps AS build
COPY . .
ENV NODE_ENV=production
# 1 skips the build's own type check, for a caller that has just run tsc over the same tree (CI: decision 0224).
ARG GARDENSWAP_CI_BUILD=0
# → .next/ (pages, route handlers) and .next/custom-server.mjs (server.ts bundled with esbuild)
RUN npm run build \
 && rm -rf .next/cache \
 && npm prune --omit=dev --no-audit --no-fund

# ---- runtime: production dependencies, the build, migrations; runs as an unprivileged user --------
FROM ${BASE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
RUN groupadd --system --gid 1001 gardenswap \
 && useradd --system --uid 1001 --gid gardenswap --home-dir /app --shell /usr/sbin/nologin gardenswap \
 && mkdir -p /data \
 && chown gardenswap:gardenswap /data
COPY --from=build /app/package.json /app/next.config.ts ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build --chown=gardenswap:gardenswap /app/.next ./.next
COPY --from=build /app/public ./public
COPY --from=build /app/db/migrations ./db/migrations
COPY --from=build /app/lib/places/places.tsv.gz ./lib/places/places.tsv.gz
COPY --from=build /app/scripts/start.mjs ./scripts/start.mjs
USER gardenswap
# Embedded database and the generated AUTH_SECRET live here (unused when DATABASE_URL and AUTH_SECRET are set).
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# `npm start` without npm: scripts/start.mjs finds the build and runs .next/custom-server.mjs, which
# migrates the database and shuts down gracefully on SIGTERM (docker stop).
CMD ["node", "scripts/start.mjs"]
