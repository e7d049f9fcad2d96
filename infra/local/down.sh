#!/usr/bin/env bash
# Stops the local services that up.sh started (never ones it found running).
source "$(dirname "$0")/lib.sh"
shopt -s nullglob
for stop in "$RUN"/*.stop; do
  name=$(basename "$stop" .stop)
  bash -c "$(cat "$stop")" >/dev/null 2>&1 || true
  rm -f "$stop"
  say "$name" "stopped"
done
