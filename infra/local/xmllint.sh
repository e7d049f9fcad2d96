#!/usr/bin/env bash
# xmllint (Debian's libxml2-utils), which checks the sitemaps the site server makes against the
# Sitemap protocol's schema.
source "$(dirname "$0")/lib.sh"
if ! command -v xmllint >/dev/null; then
  apt_install libxml2-utils
fi
say xmllint "$(xmllint --version 2>&1 | head -n 1)"
