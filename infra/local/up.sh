#!/usr/bin/env bash
# Starts every local service that is not already running. Safe to run again.
source "$(dirname "$0")/lib.sh"
here=$(dirname "$0")
"$here/postgres.sh"
"$here/redis.sh"
"$here/s3.sh"
"$here/smtp-sink.sh"
