#!/usr/bin/env bash
# PgBouncer in transaction mode between the API and PostgreSQL (issue 22), tested once: a PgBouncer (Debian's
# package) on port 6433 pooling the machine's PostgreSQL, then the API suites that lean hardest on the database
# (transactions with row locks, the job queue, the reporting trigger's advisory locks, the outbox) through it.
# Transaction pooling before PgBouncer 1.21 needs every statement unnamed: the API's named statements (decision 033)
# are turned off here, and nothing keeps session state (SET, LISTEN, session advisory locks).
set -euo pipefail
cd "$(dirname "$0")/../.."

PORT=${PGBOUNCER_TEST_PORT:-6433}
SERVER=${PGBOUNCER_TEST_SERVER:-127.0.0.1:5432}
DIR=${PGBOUNCER_TEST_DIR:-${TMPDIR:-/tmp}/creatorhub-pgbouncer-test}
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

rm -rf "$DIR" && mkdir -p "$DIR"
[ "$(id -u)" = 0 ] && chown postgres "$DIR"
cat >"$DIR/pgbouncer.ini" <<CONF
[databases]
* = host=${SERVER%:*} port=${SERVER#*:}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $PORT
unix_socket_dir =
auth_type = trust
auth_file = $DIR/userlist.txt
pool_mode = transaction
max_client_conn = 1000
default_pool_size = 20
ignore_startup_parameters = extra_float_digits
pidfile = $DIR/pgbouncer.pid
logfile = $DIR/pgbouncer.log
CONF
echo '"postgres" ""' >"$DIR/userlist.txt"
as_pg pgbouncer -d "$DIR/pgbouncer.ini"
trap 'kill "$(cat "$DIR/pgbouncer.pid")" 2>/dev/null || true' EXIT
for _ in $(seq 1 50); do
  psql -h 127.0.0.1 -p "$PORT" -U postgres -d test -Atc 'select 1' >/dev/null 2>&1 && break
  sleep 0.1
done
echo "pgbouncer (transaction mode) on 127.0.0.1:$PORT in front of $SERVER"

# The migrated template is made directly: PgBouncer would keep server connections to it open, and a database with
# connections cannot be copied.
DIRECT="postgres://postgres@$SERVER/test"
npx tsx -e "import('./apps/api/src/db/migrate-template.ts').then((m) => m.ensurePostgresTemplate('$DIRECT'))"
TEST_DATABASE_PREPARED_STATEMENTS=false TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/test" npx vitest run --project api \
  apps/api/test/payments.test.ts apps/api/test/queue.test.ts apps/api/test/reporting.test.ts \
  apps/api/test/jobs.test.ts apps/api/test/outbox.test.ts
