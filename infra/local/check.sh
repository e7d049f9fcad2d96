#!/usr/bin/env bash
# `make check`: formatting, then types and lint of every package against the builds of the
# packages it uses, then whether the API document and the clients' types are current.
set -euo pipefail
cd "$(dirname "$0")/../.."
npx prettier --check . --log-level=warn
npx nx run-many -t typecheck lint --output-style=static
node infra/contract/openapi.mjs --check
