#!/usr/bin/env bash
# After the chart is installed on kind (.github/workflows/chart.yml, values charts/test/values/kind.yaml):
# publishes a site on each tier and requests its page through the edge with the site's Host.
#   EDGE: where the edge answers (a port-forward), NAMESPACE, RELEASE
set -euo pipefail
EDGE=${EDGE:-http://127.0.0.1:8080}
NAMESPACE=${NAMESPACE:-tessera}
RELEASE=${RELEASE:-tessera}
APP_HOST=app.tessera.test
SITES_DOMAIN=sites.tessera.test

fail() { echo "::error::$*" >&2; exit 1; }

# api METHOD PATH [BODY] [TOKEN]: the platform API through the edge, as the app calls it.
api() {
  local args=(-sS --fail-with-body -X "$1" "$EDGE/api$2" -H "Host: $APP_HOST" -H 'content-type: application/json')
  [ -n "${3:-}" ] && args+=(-d "$3")
  [ -n "${4:-}" ] && args+=(-H "authorization: Bearer $4")
  curl "${args[@]}"
}
field() { node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s)[process.argv[1]]))' "$1"; }
sql() {
  kubectl -n "$NAMESPACE" exec "statefulset/$RELEASE-postgresql" -- psql -U tessera -d tessera -tAc "$1"
}

token=$(api POST /users/registrations '{"email":"kind@example.test","password":"kind password"}' | field auth_token)
[ -n "$token" ] && [ "$token" != undefined ] || fail "registration gave no token"

for tier in Free Paid1 Paid2 Paid3; do
  subdomain="tier-$(tr '[:upper:]' '[:lower:]' <<<"$tier")"
  host="$subdomain.$SITES_DOMAIN"
  id=$(api POST /sites "{\"name\":\"Tier $tier\",\"subdomain\":\"$subdomain\"}" "$token" | field id)
  api POST "/sites/$id/actions/publish" '{"publish":true}' "$token" >/dev/null
  if [ "$tier" != Free ]; then
    # Paid sites come from checkout (the billing service, not in this release yet): move the
    # published site to the tier's pool, whose site servers read the same content.
    moved=$(sql "UPDATE sites.sites SET site_type = '$tier', site_server_id =
      (SELECT id FROM sites.site_servers WHERE tier = '$tier' LIMIT 1) WHERE id = '$id' RETURNING id")
    [ "$moved" = "$id" ] || fail "no $tier pool registered with the sites service"
  fi
  # The edge's question, asked as the edge asks it.
  route=$(kubectl -n "$NAMESPACE" exec "deploy/$RELEASE-edge" -- \
    wget -qO- "http://$RELEASE-sites:3002/edge/route?host=$host")
  [ "$route" = "{\"tier\":\"$tier\"}" ] || fail "$host: the sites service answered $route"
  page=$(curl -sS --fail-with-body -H "Host: $host" "$EDGE/")
  grep -qF "<link rel=\"canonical\" href=\"http://$host/\">" <<<"$page" ||
    fail "$host: not the site's published page: ${page:0:300}"
  # The tier's own host reaches its site servers (the editor's saves go there).
  tier_host=$(kubectl -n "$NAMESPACE" get deploy "$RELEASE-site-server-${subdomain#tier-}" \
    -o jsonpath='{.spec.template.spec.containers[0].env[?(@.name=="SITE_SERVER_ADDRESS")].value}')
  status=$(curl -sS -o /dev/null -w '%{http_code}' -H "Host: ${tier_host#http://}" "$EDGE/health/ready")
  [ "$status" = 200 ] || fail "${tier_host}: /health/ready answered $status"
  echo "$tier: $host serves its published page through the edge; $tier_host is ready"
done
