#!/usr/bin/env bash
# A Java runtime for the Nu Html Checker (vnu-jar), which the published-page tests run.
source "$(dirname "$0")/lib.sh"
if ! command -v java >/dev/null; then
  apt_install default-jre-headless
fi
say java "$(java -version 2>&1 | head -n 1)"
