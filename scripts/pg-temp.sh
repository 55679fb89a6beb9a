#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on loopback for the test pass: `start` prints its DATABASE_URL, `stop` removes it.
# PG_EXTRA_OPTS adds server options (e.g. "-c shared_preload_libraries=pg_stat_statements" for a bench's profile).
set -euo pipefail
port="${PG_TEST_PORT:-55432}"
dir="/tmp/groops-pg-$port"
bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

case "${1:-}" in
  start)
    if [ -d "$dir" ]; then as_pg "$bin/pg_ctl" -D "$dir" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$dir"; fi
    mkdir -p "$dir" && { [ "$(id -u)" != 0 ] || chown postgres:postgres "$dir"; }
    as_pg "$bin/initdb" -D "$dir" -A trust -U postgres --no-sync >/dev/null
    as_pg "$bin/pg_ctl" -D "$dir" -l "$dir/log" -w -o "-p $port -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200 ${PG_EXTRA_OPTS:-}" start >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    [ -d "$dir" ] && as_pg "$bin/pg_ctl" -D "$dir" -m fast stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
