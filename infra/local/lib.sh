# Shared helpers for the local service scripts. Sourced, not run.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
DATA="${TESSERA_DATA:-$ROOT/.data}"
RUN="$DATA/run"
LOGS="$DATA/logs"
mkdir -p "$RUN" "$LOGS"

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

# Records how to stop a server this script started; down.sh runs these.
started() { printf '%s\n' "$2" >"$RUN/$1.stop"; }
