#!/usr/bin/env bash
# node-server.sh NAME PORT SCRIPT: runs one of this folder's Node servers in the background
# unless something already answers on PORT.
source "$(dirname "$0")/lib.sh"
NAME=$1 PORT=$2 SCRIPT=$3

if port_open "$PORT"; then
  say "$NAME" "using the server on 127.0.0.1:$PORT"
  exit 0
fi
# A session of its own: Ctrl-C in the terminal of the make command that started it must not end it.
nohup setsid node "$(dirname "$0")/$SCRIPT" >"$LOGS/$NAME.log" 2>&1 &
echo $! >"$RUN/$NAME.pid"
started "$NAME" "stop_pid $RUN/$NAME.pid"
wait_port "$NAME" "$PORT"
say "$NAME" "started on 127.0.0.1:$PORT"
