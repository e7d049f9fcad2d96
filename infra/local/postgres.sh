#!/usr/bin/env bash
# PostgreSQL on 127.0.0.1:5432: reuses a running server, else starts one with data in .data/postgres.
source "$(dirname "$0")/lib.sh"
PORT=5432

if port_open $PORT; then
  say postgres "using the server on 127.0.0.1:$PORT"
  exit 0
fi

bin_dir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
[ -n "$(bin_dir)" ] || apt_install postgresql
BIN=$(bin_dir)
DIR="$DATA/postgres"
mkdir -p "$DIR"
as_owner=()
if is_root; then
  # The server refuses to run as root: it runs as the postgres account the package created.
  id postgres >/dev/null 2>&1 || useradd --system --home-dir "$DIR" postgres
  chown postgres "$DIR" "$LOGS"
  chmod 700 "$DIR"
  as_owner=(runuser -u postgres --)
fi
if [ ! -f "$DIR/PG_VERSION" ]; then
  "${as_owner[@]}" "$BIN/initdb" -D "$DIR" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$LOGS/postgres-init.log"
fi
# A session of its own, so Ctrl-C in the terminal that started it does not reach it.
"${as_owner[@]}" setsid "$BIN/pg_ctl" -D "$DIR" -l "$LOGS/postgres.log" -w -t 30 \
  -o "-p $PORT -c listen_addresses=127.0.0.1 -c unix_socket_directories=''" start >/dev/null
started postgres "${as_owner[*]} $BIN/pg_ctl -D $DIR -m fast stop"
wait_port postgres $PORT
say postgres "started on 127.0.0.1:$PORT (data in $DIR)"
