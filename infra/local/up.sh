#!/usr/bin/env bash
# up.sh [SERVER...]: starts the local servers (all of them by default) that are not already
# running, under a lease of the caller's (see lib.sh), so that no other user's down.sh stops them
# while it runs. Safe to run again.
source "$(dirname "$0")/lib.sh"
here=$(dirname "$0")
lock_state
take_lease
servers=("$@")
[ ${#servers[@]} -gt 0 ] || servers=(postgres redis s3 smtp-sink)
for server in "${servers[@]}"; do
  # The servers must not inherit the lock, or it would stay held for as long as they run.
  "$here/$server.sh" 9>&-
done
