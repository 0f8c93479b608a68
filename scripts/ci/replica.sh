#!/usr/bin/env bash
# The read-replica test (issue 22): a PostgreSQL primary and its streaming replica made on this machine
# (initdb, then pg_basebackup into a second cluster), then the API suites' read paths with DATABASE_READ_URL on
# the replica, and the replica-lag test (test/replica/). Ports 5434 (primary) and 5435 (replica) by default.
#
# The primary applies every commit on the replica before answering (synchronous_commit = remote_apply), so the
# ordinary suites read their own writes from the replica deterministically; the lag test turns that off for its
# own connections and pauses the replica's replay to see what a user would see.
set -euo pipefail
cd "$(dirname "$0")/../.."

PRIMARY_PORT=${REPLICA_TEST_PRIMARY_PORT:-5434}
REPLICA_PORT=${REPLICA_TEST_REPLICA_PORT:-5435}
BIN=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)}
ROOT=${REPLICA_TEST_DIR:-${TMPDIR:-/tmp}/creatorhub-replica-test}
# PostgreSQL refuses to run as root: as root, run its programs as the postgres user.
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

stop() {
  as_pg "$BIN/pg_ctl" -D "$ROOT/replica" -m immediate stop >/dev/null 2>&1 || true
  as_pg "$BIN/pg_ctl" -D "$ROOT/primary" -m immediate stop >/dev/null 2>&1 || true
}
stop
rm -rf "$ROOT"
mkdir -p "$ROOT"
[ "$(id -u)" = 0 ] && chown postgres "$ROOT"
trap 'stop; rm -rf "$ROOT"' EXIT

as_pg "$BIN/initdb" -D "$ROOT/primary" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
cat >>"$ROOT/primary/postgresql.conf" <<CONF
port = $PRIMARY_PORT
listen_addresses = '127.0.0.1'
unix_socket_directories = '$ROOT'
max_connections = 300
fsync = off
full_page_writes = off
synchronous_standby_names = '*'
synchronous_commit = remote_apply
CONF
as_pg "$BIN/pg_ctl" -D "$ROOT/primary" -l "$ROOT/primary.log" -w start >/dev/null

as_pg "$BIN/pg_basebackup" -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -D "$ROOT/replica" -R -X stream
cat >>"$ROOT/replica/postgresql.conf" <<CONF
port = $REPLICA_PORT
hot_standby = on
CONF
as_pg "$BIN/pg_ctl" -D "$ROOT/replica" -l "$ROOT/replica.log" -w start >/dev/null
# Streaming before any test: the primary lists the replica as its synchronous standby.
for _ in $(seq 1 50); do
  state=$(psql -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -Atc "select sync_state from pg_stat_replication" || true)
  [ "$state" = "sync" ] && break
  sleep 0.2
done
[ "$state" = "sync" ] || { echo "the replica did not start streaming"; cat "$ROOT/replica.log"; exit 1; }
echo "replica streaming: primary 127.0.0.1:$PRIMARY_PORT, replica 127.0.0.1:$REPLICA_PORT"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PRIMARY_PORT/postgres"
export TEST_DATABASE_READ_URL="postgres://postgres@127.0.0.1:$REPLICA_PORT/postgres"
# The API suites whose routes read from the replica (discovery, campaign and job lists, reports, dashboards),
# then the lag test.
npx vitest run --project api \
  apps/api/test/creators.test.ts apps/api/test/campaigns.test.ts apps/api/test/jobs.test.ts \
  apps/api/test/reporting.test.ts apps/api/test/dashboard.test.ts apps/api/test/sme.test.ts
npx vitest run --project replica
