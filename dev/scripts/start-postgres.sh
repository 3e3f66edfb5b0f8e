#!/usr/bin/env bash
# Starts the Debian PostgreSQL cluster and makes sure the `agora` role exists.
# Used by .ci/run and by `npm run test:pg` on a machine where postgresql is installed.
# Prints only the connection string on stdout (callers capture it); every
# message of the PostgreSQL tools goes to stderr.
set -euo pipefail
version=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h 2>/dev/null | grep -q online; then
  pg_ctlcluster "$version" main start >&2 2>/dev/null || {
    pg_createcluster "$version" main >&2
    pg_ctlcluster "$version" main start >&2
  }
fi
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 && break
  sleep 1
done
su postgres -c "psql -tAc \"SELECT 1 FROM pg_roles WHERE rolname='agora'\"" 2>/dev/null | grep -q 1 ||
  su postgres -c "psql -c \"CREATE ROLE agora LOGIN CREATEDB PASSWORD 'agora'\"" >/dev/null
# Dropping a test database WITH (FORCE) ends every session on it, including an
# autovacuum worker that happens to be there; only pg_signal_backend may end those.
su postgres -c "psql -qc 'SET client_min_messages = warning; GRANT pg_signal_backend TO agora'" >/dev/null
# The agora role is the tests' own: its commits do not wait for the WAL to
# reach the disk. What the tests check (isolation, locks, conflicts, counts)
# is the same; only the durability after a crash of the database server
# itself, which no test causes, is given up. Migrations and seeds of every
# test backend commit many small transactions, so this is most of their time.
su postgres -c "psql -qc 'ALTER ROLE agora SET synchronous_commit = off'" >/dev/null
echo "postgres://agora:agora@127.0.0.1:5432/postgres"
