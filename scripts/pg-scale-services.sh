#!/usr/bin/env bash
# PgBouncer (transaction mode) and a streaming replica of the local PostgreSQL at 127.0.0.1:5432,
# in a directory of their own (ADR 080): what CI's multi-instance and replica tests and
# `npm run bench:scale` run against. Idempotent on a fresh Debian machine, run as root.
#   scripts/pg-scale-services.sh start DIR    (PGBOUNCER_PORT=6432 REPLICA_PORT=5433 by default)
#   scripts/pg-scale-services.sh stop DIR
set -euo pipefail
action="${1:?start|stop}"
dir="${2:?a directory for their files}"
pgbouncer_port="${PGBOUNCER_PORT:-6432}"
replica_port="${REPLICA_PORT:-5433}"
primary=(-h 127.0.0.1 -p 5432 -U postgres)
as_postgres() { runuser -u postgres -- "$@"; }
setting() { psql "${primary[@]}" -d postgres -Atc "show $1"; }

if [ "$action" = stop ]; then
  [ -f "$dir/pgbouncer.pid" ] && kill "$(cat "$dir/pgbouncer.pid")" 2>/dev/null || true
  if [ -f "$dir/replica/postmaster.pid" ]; then
    as_postgres "$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)/pg_ctl" \
      -D "$dir/replica" -m immediate stop >/dev/null || true
  fi
  rm -rf "$dir"
  exit 0
fi

if ! command -v pgbouncer >/dev/null 2>&1 && [ ! -x /usr/sbin/pgbouncer ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pgbouncer >/dev/null
fi
pgbouncer_bin="$(command -v pgbouncer || echo /usr/sbin/pgbouncer)"
version="$(psql "${primary[@]}" -d postgres -Atc 'show server_version_num')"
bindir="/usr/lib/postgresql/$((version / 10000))/bin"

# The primary must write enough WAL for a standby and accept replication connections from
# 127.0.0.1. wal_level needs a restart: done once on a machine where it is 'minimal'.
if [ "$(setting wal_level)" = minimal ]; then
  psql "${primary[@]}" -d postgres -qc "alter system set wal_level = replica"
  psql "${primary[@]}" -d postgres -qc "alter system set max_wal_senders = 10"
  pg_ctlcluster --skip-systemctl-redirect "$((version / 10000))" main restart
  for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
fi
hba="$(setting hba_file)"
if ! grep -Eq '^host[[:space:]]+replication[[:space:]]+(all|postgres)[[:space:]]+127\.0\.0\.1/32' "$hba"; then
  echo 'host replication all 127.0.0.1/32 trust' >>"$hba"
  psql "${primary[@]}" -d postgres -qAtc 'select pg_reload_conf()' >/dev/null
fi

# A run that was killed with SIGKILL leaves its PgBouncer and replica on these ports: say so
# instead of failing later on a replica that cannot start.
for port in "$pgbouncer_port" "$replica_port"; do
  if [ ! -f "$dir/pgbouncer.pid" ] && [ ! -f "$dir/replica/postmaster.pid" ] &&
    { pg_isready -h 127.0.0.1 -p "$port" -q || [ $? -ne 2 ]; }; then
    echo "port $port is taken; an earlier run's services? stop them with:" >&2
    for stale in /tmp/shopbook-ci-scale.*; do
      [ -d "$stale" ] && [ "$stale" != "$dir" ] && echo "  $0 stop $stale" >&2
    done
    exit 1
  fi
done

mkdir -p "$dir"
chown postgres: "$dir"

# PgBouncer: every database of the primary, pooled per transaction, no passwords (trust, as the
# primary here). 1.18 keeps no named statements: the server runs with DATABASE_PREPARED_STATEMENTS=false.
cat >"$dir/pgbouncer.ini" <<INI
[databases]
* = host=127.0.0.1 port=5432
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $pgbouncer_port
unix_socket_dir =
auth_type = trust
auth_file = $dir/userlist.txt
pool_mode = transaction
max_client_conn = 1000
default_pool_size = 20
ignore_startup_parameters = extra_float_digits
logfile = $dir/pgbouncer.log
pidfile = $dir/pgbouncer.pid
INI
echo '"postgres" ""' >"$dir/userlist.txt"
chown postgres: "$dir/pgbouncer.ini" "$dir/userlist.txt"
# Ours, by its pid file (a PgBouncer the package started on the same port makes this fail).
if ! { [ -f "$dir/pgbouncer.pid" ] && kill -0 "$(cat "$dir/pgbouncer.pid")" 2>/dev/null; }; then
  as_postgres "$pgbouncer_bin" -d "$dir/pgbouncer.ini"
fi
for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p "$pgbouncer_port" -q && break; sleep 0.2; done

# The replica: a base backup with its standby settings (-R), the primary's limits (a hot standby
# needs at least the primary's), on its own port.
if [ ! -f "$dir/replica/postmaster.pid" ]; then
  rm -rf "$dir/replica"
  as_postgres pg_basebackup "${primary[@]}" -D "$dir/replica" -R -X stream -c fast
  {
    echo "port = $replica_port"
    echo "listen_addresses = '127.0.0.1'"
    echo "unix_socket_directories = '$dir'"
    echo 'hot_standby = on'
    echo 'hot_standby_feedback = on'
    echo 'shared_buffers = 64MB'
    for name in max_connections max_worker_processes max_wal_senders \
      max_prepared_transactions max_locks_per_transaction; do
      echo "$name = $(setting "$name")"
    done
  } >"$dir/replica/postgresql.conf"
  printf 'local all all trust\nhost all all 127.0.0.1/32 trust\n' >"$dir/replica/pg_hba.conf"
  chown postgres: "$dir/replica/postgresql.conf" "$dir/replica/pg_hba.conf"
  as_postgres "$bindir/pg_ctl" -D "$dir/replica" -l "$dir/replica.log" -w start >/dev/null
fi
psql -h 127.0.0.1 -p "$replica_port" -U postgres -d postgres -Atc 'select pg_is_in_recovery()' |
  grep -qx t
echo "PgBouncer on 127.0.0.1:$pgbouncer_port, a streaming replica on 127.0.0.1:$replica_port"
