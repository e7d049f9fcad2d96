// The API's OpenAPI document, read from the services' own controllers, pipes and error
// catalogues (their builds), written to services/gateway/src/contract/openapi.json for the
// gateway to serve, and the clients' types generated from it (web/builder/src/api-contract.ts,
// which the app uses too), so a server change that breaks a client fails its type-check.
// `--check` fails instead of writing when a committed copy is stale.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import prettier from 'prettier'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const OUT = `${ROOT}/services/gateway/src/contract/openapi.json`
const CLIENT_TYPES = `${ROOT}/web/builder/src/api-contract.ts`
const SERVICES = ['auth', 'sites', 'site-server', 'assets', 'custom-data', 'billing', 'mcp']

const { clientTypes, describeRoutes, openApiDocument } = await import(
  `${ROOT}/services/libs/kit/dist/index.js`
)
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
const outputs = [
  { file: OUT, text: `${JSON.stringify(document, null, 2)}\n` },
  {
    file: CLIENT_TYPES,
    text: await prettier.format(
      clientTypes(document, {
        source: 'services/gateway/src/contract/openapi.json by `make openapi`',
      }),
      { ...(await prettier.resolveConfig(CLIENT_TYPES)), filepath: CLIENT_TYPES },
    ),
  },
]

if (process.argv.includes('--check')) {
  const stale = outputs.filter(
    ({ file, text }) => (existsSync(file) ? readFileSync(file, 'utf8') : '') !== text,
  )
  for (const { file } of stale)
    console.error(
      `${file.slice(ROOT.length)} is not what the services describe: run \`make openapi\` and commit it`,
    )
  if (stale.length > 0) process.exit(1)
} else {
  for (const { file, text } of outputs) writeFileSync(file, text)
  console.log(`openapi.json: ${Object.keys(document.paths).length} paths; api-contract.ts`)
}
