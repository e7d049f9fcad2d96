#!/usr/bin/env bash
# Tessera needs Node.js 20.19 or newer with npm.
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  echo "Node.js 20.19+ with npm is required: https://nodejs.org/en/download (or your distribution's nodejs 20 package)" >&2
  exit 1
fi
if ! node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>20||(a===20&&b>=19)?0:1)'; then
  echo "Node.js $(node --version) is too old: Tessera needs 20.19 or newer." >&2
  exit 1
fi
