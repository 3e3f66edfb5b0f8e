#!/usr/bin/env bash
# `npm run test:storm`: the concurrency tier (dev/storm, docs/testing.md).
# Uses AGORA_TEST_PG when set, otherwise starts the local Debian cluster
# (needs root and `postgresql`), as dev/scripts/test-pg.sh does.
set -euo pipefail
cd "$(dirname "$0")/../.."
export AGORA_STORM_PG="${AGORA_TEST_PG:-$(bash dev/scripts/start-postgres.sh | tail -n 1)}"
# The run's databases all start with this prefix; the trap ends replicas and
# drops databases the runner could not (killed by the timeout below, say).
export AGORA_STORM_PREFIX="storm_$(od -An -N4 -tx1 /dev/urandom | tr -d ' \n')_"
clean_up() {
  # Replicas the runner did not stop: their process groups, by the pids it wrote.
  for pid_file in ".tmp/storm/${AGORA_STORM_PREFIX%_}"/*.pid; do
    [ -f "$pid_file" ] && kill -KILL -- "-$(cat "$pid_file")" 2>/dev/null || true
  done
  for name in $(psql "$AGORA_STORM_PG" -Atc \
    "SELECT datname FROM pg_database WHERE starts_with(datname, '$AGORA_STORM_PREFIX')" 2>/dev/null); do
    psql "$AGORA_STORM_PG" -qc "DROP DATABASE IF EXISTS \"$name\" WITH (FORCE)" >/dev/null || true
  done
}
trap clean_up EXIT
# The runner stops itself after 8 minutes; this is the backstop if it hangs.
# --foreground keeps it in the shell's process group, so Ctrl-C reaches the
# runner; node runs it with tsx's loader, not under the tsx command, whose
# signal relay may kill it in the middle of its clean-up.
timeout --foreground --kill-after=30s 9m node --import tsx dev/storm/index.ts "$@"
