#!/usr/bin/env bash
# Debian's Chromium for the browser tests (never a downloaded browser build).
source "$(dirname "$0")/lib.sh"
if [ -x /usr/bin/chromium ]; then
  say chromium "$(/usr/bin/chromium --version 2>/dev/null | head -n 1)"
  exit 0
fi
apt_install chromium
say chromium "installed $(/usr/bin/chromium --version 2>/dev/null | head -n 1)"
