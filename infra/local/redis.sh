#!/usr/bin/env bash
# Redis on 127.0.0.1:6379: reuses a running server, else starts one that keeps nothing on disk.
source "$(dirname "$0")/lib.sh"
PORT=6379

if port_open $PORT; then
  say redis "using the server on 127.0.0.1:$PORT"
  exit 0
fi

command -v redis-server >/dev/null || apt_install redis-server
mkdir -p "$DATA/redis"
redis-server --daemonize yes --port $PORT --bind 127.0.0.1 --save '' --appendonly no \
  --dir "$DATA/redis" --pidfile "$RUN/redis.pid" --logfile "$LOGS/redis.log"
wait_port redis $PORT
started redis "stop_pid $RUN/redis.pid"
say redis "started on 127.0.0.1:$PORT"
