#!/usr/bin/env bash
# An S3-compatible server (s3rver) on 127.0.0.1:9000, data in .data/s3.
exec "$(dirname "$0")/node-server.sh" s3 "${S3_PORT:-9000}" s3-server.mjs
