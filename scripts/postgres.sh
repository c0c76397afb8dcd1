#!/usr/bin/env bash
# Makes a PostgreSQL database for the match server's tests, on loopback only, and prints its address.
# Installs Debian's postgresql package where it is missing, starts (or creates) the cluster, and makes a fresh
# `hexmarshal_test` database owned by a `hexmarshal` role. Safe to run again: the database is made anew each time.
# Only the address goes to standard output; whatever the cluster tools say goes to standard error.
#   scripts/postgres.sh            prints postgres://hexmarshal:...@127.0.0.1:PORT/hexmarshal_test
set -euo pipefail

need_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "postgres: need root (or sudo) to run: $*" >&2; exit 1; fi
}
as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/sh -c "$*"; else sudo -u postgres sh -c "$*"; fi
}

if ! command -v pg_lsclusters >/dev/null; then
  echo "postgres: installing postgresql" >&2
  need_root apt-get update -qq
  need_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
cluster=$(pg_lsclusters -h | head -n1 || true)
if [ -z "$cluster" ]; then
  ver=$(ls /usr/lib/postgresql | sort -V | tail -n1)
  need_root pg_createcluster "$ver" main >&2
  cluster=$(pg_lsclusters -h | head -n1)
fi
read -r ver name port status _ <<<"$cluster"
if [ "$status" != online ]; then
  need_root pg_ctlcluster "$ver" "$name" start >&2
fi
as_postgres "psql -p $port -qtAc \"SELECT 1 FROM pg_roles WHERE rolname='hexmarshal'\"" | grep -q 1 ||
  as_postgres "psql -p $port -qc \"CREATE ROLE hexmarshal LOGIN PASSWORD 'hexmarshal'\"" >&2
as_postgres "psql -p $port -qc 'DROP DATABASE IF EXISTS hexmarshal_test WITH (FORCE)'" >/dev/null
as_postgres "psql -p $port -qc 'CREATE DATABASE hexmarshal_test OWNER hexmarshal'" >&2
echo "postgres://hexmarshal:hexmarshal@127.0.0.1:$port/hexmarshal_test"
