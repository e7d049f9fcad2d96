#!/bin/sh
# The image's entrypoint: `<service> [main|migrate]` or `job <name>` (see the Dockerfile).
set -eu
cd /app
usage() {
  echo "usage: <service> [main|migrate] | job <name>" >&2
  echo "services: $(ls -d services/*/dist 2>/dev/null | cut -d/ -f2 | tr '\n' ' ')" >&2
  exit 64
}
[ $# -ge 1 ] || usage
if [ "$1" = job ]; then
  [ $# -eq 2 ] && [ -f "infra/images/jobs/$2.mjs" ] || usage
  exec node "infra/images/jobs/$2.mjs"
fi
entry="services/$1/dist/${2:-main}.js"
[ -f "$entry" ] || usage
exec node --enable-source-maps "$entry"
