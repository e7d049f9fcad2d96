#!/usr/bin/env bash
# The SMTP sink: SMTP on 127.0.0.1:1025, received mail readable at http://127.0.0.1:1080/messages.
exec "$(dirname "$0")/node-server.sh" smtp-sink "${SMTP_SINK_PORT:-1025}" smtp-sink.mjs
