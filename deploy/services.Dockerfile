# Postgres, Redis and nginx for deploy/compose.yml, from Debian's own packages on the same base as the
# app (machines that cannot pull postgres/redis/nginx images build this instead; decision 0224).
ARG BASE_IMAGE=debian:bookworm-slim
FROM ${BASE_IMAGE}
RUN apt-get update -q \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends postgresql redis-server nginx-light \
 && rm -rf /var/lib/apt/lists/*
COPY pg-start.sh /usr/local/bin/pg-start
