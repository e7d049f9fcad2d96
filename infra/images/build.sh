#!/usr/bin/env bash
# `make images`: builds the Tessera image and the edge's (infra/images/Dockerfile) with Docker or Podman.
#   IMAGE (default tessera), TAG (default dev); VITE_* settings for the web app pass through.
set -euo pipefail
cd "$(dirname "$0")/../.."
IMAGE=${IMAGE:-tessera}
TAG=${TAG:-dev}

engine=""
for candidate in docker podman; do
  if command -v "$candidate" >/dev/null && "$candidate" info >/dev/null 2>&1; then
    engine=$candidate
    break
  fi
done
if [ -z "$engine" ]; then
  echo "images: no Docker or Podman engine answers here, so nothing was built."
  echo "        Start one (or run where one is) and run make images again; the build file is infra/images/Dockerfile."
  exit 0
fi

args=()
for name in VITE_SITES_BASE_DOMAIN VITE_IMAGE_API_URL VITE_IMAGE_API_KEY; do
  if [ -n "${!name:-}" ]; then args+=(--build-arg "$name=${!name}"); fi
done
echo "images: building $IMAGE:$TAG and $IMAGE-edge:$TAG with $engine"
"$engine" build -f infra/images/Dockerfile --target edge -t "$IMAGE-edge:$TAG" .
"$engine" build -f infra/images/Dockerfile -t "$IMAGE:$TAG" "${args[@]}" .
echo "images: built $IMAGE:$TAG (run a service: $engine run --rm --read-only $IMAGE:$TAG <service>)"
echo "        and $IMAGE-edge:$TAG"
