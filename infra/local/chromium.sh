#!/usr/bin/env bash
# Debian's Chromium for the browser tests (never a downloaded browser build), and a font with
# Traditional Chinese glyphs so the zh-tw screenshots can be read.
source "$(dirname "$0")/lib.sh"
CJK_FONT=fonts-wqy-zenhei
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
dpkg -s "$CJK_FONT" >/dev/null 2>&1 || missing+=("$CJK_FONT")
if [ "${#missing[@]}" -gt 0 ]; then
  if [[ " ${missing[*]} " == *" chromium "* ]]; then
    apt_install "${missing[@]}"
  elif is_root && command -v apt-get >/dev/null; then
    # The font only makes screenshots readable: no test needs it, so a failure is not fatal.
    apt_install "$CJK_FONT" || say chromium "could not install $CJK_FONT; zh-tw screenshots show boxes"
  else
    say chromium "$CJK_FONT is missing; zh-tw screenshots will show boxes (sudo apt-get install $CJK_FONT)"
  fi
fi
say chromium "$(/usr/bin/chromium --version 2>/dev/null | head -n 1)"
