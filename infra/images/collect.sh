#!/usr/bin/env bash
# collect.sh OUT: copies what the services need at run time into OUT, keeping the workspace
# layout so node_modules' links to the workspace packages still resolve.
set -euo pipefail
out=$1
mkdir -p "$out/infra/images" "$out/web/app"
cp -a package.json node_modules "$out/"
for dir in proto services/libs/* services/* web/site-format web/renderer web/runtime; do
  [ -f "$dir/package.json" ] || continue
  mkdir -p "$out/$dir"
  cp -a "$dir/package.json" "$out/$dir/"
  for part in dist public node_modules; do
    if [ -e "$dir/$part" ]; then cp -a "$dir/$part" "$out/$dir/"; fi
  done
done
cp -a web/app/dist "$out/web/app/"
cp -a infra/images/entrypoint.sh infra/images/jobs "$out/infra/images/"
