// The API's OpenAPI document, read from the services' own controllers, pipes and error
// catalogues (their builds), written to services/gateway/src/contract/openapi.json for the
// gateway to serve. `--check` fails instead of writing when the committed copy is stale.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const OUT = `${ROOT}/services/gateway/src/contract/openapi.json`
const SERVICES = ['auth', 'sites', 'site-server', 'assets', 'custom-data', 'billing']

const { describeRoutes, openApiDocument } = await import(`${ROOT}/services/libs/kit/dist/index.js`)
const { resolveRoute, routeTable } = await import(
  `${ROOT}/services/gateway/dist/proxy/route-table.js`
)

const routes = []
for (const service of SERVICES) {
  const { controllers } = await import(`${ROOT}/services/${service}/dist/app.module.js`)
  routes.push(...describeRoutes(service, controllers))
}

const everyService = Object.fromEntries(routeTable.map(({ service }) => [service, service]))

/** Through the gateway when its route table sends the path to the route's service. */
function publicRoute(route) {
  if (route.service === 'site-server' && route.path.startsWith('api/'))
    return {
      path: `/${route.path.slice('api/'.length)}`,
      server: {
        url: '{siteServer}/api',
        description: "The site's site server (site_server.address of the site)",
        variables: { siteServer: { default: 'https://site-server.example' } },
      },
    }
  const sample = `/${route.path.replace(/:[A-Za-z0-9_]+/g, 'x')}`
  return resolveRoute(sample, everyService)?.service === route.service
    ? { path: `/api/${route.path}` }
    : undefined
}

const { version } = JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8'))
const document = openApiDocument({
  title: 'Tessera API',
  version: version ?? '0.0.0',
  description:
    'The public API of Tessera: every route the gateway sends on, and the site server’s own ' +
    'API. Errors answer `{code, message}`; each route lists the codes it can answer with.',
  routes,
  publicRoute,
})
const text = `${JSON.stringify(document, null, 2)}\n`

if (process.argv.includes('--check')) {
  const committed = existsSync(OUT) ? readFileSync(OUT, 'utf8') : ''
  if (committed !== text) {
    console.error(
      'services/gateway/src/contract/openapi.json is not what the services describe: run `make openapi` and commit it',
    )
    process.exit(1)
  }
} else {
  writeFileSync(OUT, text)
  console.log(`openapi.json: ${Object.keys(document.paths).length} paths`)
}
