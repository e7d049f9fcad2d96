#!/usr/bin/env bash
# Gives up the caller's lease on the local servers; the last user to leave stops the servers that
# up.sh started (never ones it found running). While another user still runs, nothing stops.
source "$(dirname "$0")/lib.sh"
lock_state
drop_lease
users=$(live_leases)
if [ -n "$users" ]; then
  say servers "left running, still used by: $(printf '%s' "$users" | paste -sd, - | sed 's/,/, /g')"
  exit 0
fi
shopt -s nullglob
# ("$RUN" holds the records of earlier versions of these scripts.)
for stop in "$STARTED"/*.stop "$RUN"/*.stop; do
  name=$(basename "$stop" .stop)
  (eval "$(cat "$stop")") >/dev/null 2>&1 || true
  rm -f "$stop"
  say "$name" "stopped"
done
