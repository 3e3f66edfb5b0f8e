#!/usr/bin/env bash
# Runs the backend test suite against PostgreSQL. Uses AGORA_TEST_PG when set,
# otherwise starts the local Debian cluster (needs root and `postgresql`).
set -euo pipefail
cd "$(dirname "$0")/../.."
export AGORA_TEST_PG="${AGORA_TEST_PG:-$(bash dev/scripts/start-postgres.sh | tail -n 1)}"
# Arguments (test paths, -t) go first: --selectProjects takes every word after it.
npx jest "$@" --selectProjects backend --forceExit
