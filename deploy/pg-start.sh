#!/bin/sh
# Postgres for compose: a cluster in the volume on first start (password from POSTGRES_PASSWORD,
# database "gardenswap"), then the server in the foreground (docker stop → a fast, clean shutdown).
set -eu
bin=/usr/lib/postgresql/15/bin
data=/var/lib/postgresql/data
if [ ! -s "$data/PG_VERSION" ]; then
  printf '%s\n' "$POSTGRES_PASSWORD" >/tmp/pw
  "$bin/initdb" -D "$data" -U postgres --auth-local=trust --auth-host=scram-sha-256 --pwfile=/tmp/pw >/dev/null
  rm -f /tmp/pw
  echo "host all all 0.0.0.0/0 scram-sha-256" >>"$data/pg_hba.conf"
  echo "CREATE DATABASE gardenswap;" | "$bin/postgres" --single -D "$data" postgres >/dev/null
fi
exec "$bin/postgres" -D "$data" -c listen_addresses='*' -c unix_socket_directories=/tmp
