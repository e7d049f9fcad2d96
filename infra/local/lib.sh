# Shared helpers for the local service scripts. Sourced, not run.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
DATA="${TESSERA_DATA:-$ROOT/.data}"
RUN="$DATA/run"
LOGS="$DATA/logs"
# The local servers listen on fixed ports of this machine, so who uses them and how to stop the
# ones these scripts started are kept machine-wide (per account), whichever checkout started them.
STATE="${TESSERA_LOCAL_STATE:-${TMPDIR:-/tmp}/tessera-local-servers-$(id -u)}"
LEASES="$STATE/leases"
STARTED="$STATE/started"
mkdir -p "$RUN" "$LOGS" "$LEASES" "$STARTED"

say() { printf '%-9s %s\n' "$1:" "$2"; }

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# wait_port NAME PORT [SECONDS]
wait_port() {
  local name=$1 port=$2 seconds=${3:-30} i
  for ((i = 0; i < seconds * 10; i++)); do
    port_open "$port" && return 0
    sleep 0.1
  done
  say "$name" "did not start on port $port; see $LOGS/$name.log"
  return 1
}

is_root() { [ "$(id -u)" = 0 ]; }

# apt_install PACKAGE... : installs from Debian as root, or says exactly what to run.
apt_install() {
  if is_root && command -v apt-get >/dev/null; then
    say setup "installing $* from Debian"
    if [ ! -f "$RUN/apt-updated" ]; then apt-get update -qq && touch "$RUN/apt-updated"; fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
  else
    echo "Missing: $*. Install with: sudo apt-get install $*" >&2
    exit 1
  fi
}

# Records how to stop a server this script started; the last user's down.sh runs these.
started() { printf '%s\n' "$2" >"$STARTED/$1.stop"; }

# stop_pid PIDFILE: ends the process and waits until it is gone (its port free again).
stop_pid() {
  local pid i
  pid=$(cat "$1" 2>/dev/null) || return 0
  kill "$pid" 2>/dev/null || return 0
  for ((i = 0; i < 100; i++)); do
    kill -0 "$pid" 2>/dev/null || return 0
    sleep 0.1
  done
  kill -9 "$pid" 2>/dev/null || true
}

# Leases: every user of the local servers (make dev, make test, make bench, make infra-up) holds
# one while it runs, in $LEASES/<holder>.lease as "<pid> <start time> <label>". A lease whose
# process is gone (or whose pid now belongs to another process) no longer counts. `manual` is
# the lease of make infra-up, which has no process: it lasts until make infra-down.
# TESSERA_LEASE_PID names the holding process; without it the holder is `manual`.

# lock_state: holds the state lock until this script exits, so that taking a lease and
# starting servers never interleaves with the last user stopping them.
lock_state() {
  exec 9>"$STATE/lock"
  flock 9
}

# start_time PID: the process's start time in clock ticks since boot (empty when it is gone).
start_time() {
  local stat
  stat=$(cat "/proc/$1/stat" 2>/dev/null) || return 0
  # Fields after the command name, which sits in parentheses and may hold spaces.
  stat=${stat##*) }
  printf '%s\n' "$stat" | cut -d' ' -f20
}

lease_holder() { printf '%s\n' "${TESSERA_LEASE_PID:-manual}"; }

take_lease() {
  local holder pid label
  holder=$(lease_holder)
  label=${TESSERA_LEASE_LABEL:-make infra-up}
  if [ "$holder" = manual ]; then
    printf 'manual - %s\n' "$label" >"$LEASES/manual.lease"
  else
    pid=$holder
    printf '%s %s %s\n' "$pid" "$(start_time "$pid")" "$label" >"$LEASES/$pid.lease"
  fi
}

drop_lease() { rm -f "$LEASES/$(lease_holder).lease"; }

# lease_alive FILE: whether the lease's holder still runs (removes the lease when not).
lease_alive() {
  local pid since label
  read -r pid since label <"$1" || true
  [ "$pid" = manual ] && return 0
  if [ -n "$pid" ] && [ -n "$since" ] && [ "$(start_time "$pid")" = "$since" ]; then
    return 0
  fi
  rm -f "$1"
  return 1
}

# live_leases: "pid label" of every lease whose holder still runs.
live_leases() {
  local lease pid since label
  shopt -s nullglob
  for lease in "$LEASES"/*.lease; do
    if lease_alive "$lease"; then
      read -r pid since label <"$lease" || true
      printf '%s (%s)\n' "$label" "$pid"
    fi
  done
}
