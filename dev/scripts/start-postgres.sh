#!/usr/bin/env bash
# Starts the Debian PostgreSQL cluster and makes sure the `agora` role exists.
# Used by .ci/run and by `npm run test:pg` on a machine where postgresql is installed.
set -euo pipefail
version=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h 2>/dev/null | grep -q online; then
  pg_ctlcluster "$version" main start 2>/dev/null || {
    pg_createcluster "$version" main >/dev/null
    pg_ctlcluster "$version" main start
  }
fi
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 && break
  sleep 1
done
su postgres -c "psql -tAc \"SELECT 1 FROM pg_roles WHERE rolname='agora'\"" | grep -q 1 ||
  su postgres -c "psql -c \"CREATE ROLE agora LOGIN CREATEDB PASSWORD 'agora'\"" >/dev/null
echo "postgres://agora:agora@127.0.0.1:5432/postgres"
