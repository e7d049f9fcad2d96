// Runs Tessera's services from their builds: migrations first, then each service,
// waiting until it answers /health/ready. Used by `make dev` and the integration tests.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, createWriteStream, mkdirSync } from 'node:fs'
import { createConnection, createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Every service of the stack, in start order. `migrate` services own a database schema;
 * `grpcPort` is where a service answers other services (ports key `<name>:grpc`); `dir` and
 * `main` name another package's build to run (a second site-server pool, the fake ECPay).
 */
export const services = [
  { name: 'auth', port: 3001, migrate: true },
  { name: 'mailer', port: 3006 },
  { name: 'sites', port: 3002, grpcPort: 4002, migrate: true },
  { name: 'site-server', port: 8090, grpcPort: 4090, migrate: true },
  // The Paid1 pool, so a checkout can create a paid site locally (Paid2/3 have none).
  { name: 'site-server-paid1', dir: 'site-server', port: 8091, grpcPort: 4091 },
  { name: 'assets', port: 3003, grpcPort: 4003, migrate: true },
  { name: 'custom-data', port: 3004, grpcPort: 4004, migrate: true },
  { name: 'image-worker', port: 3008 },
  { name: 'fake-ecpay', dir: 'billing', main: 'fake-ecpay/main.js', port: 3090 },
  { name: 'billing', port: 3007, migrate: true },
  // The agents' MCP endpoint, behind the gateway at /mcp.
  { name: 'mcp', port: 3009, migrate: true },
  { name: 'gateway', port: 8080 },
]

/** The dev ports: each service's HTTP port, and `<name>:grpc` for gRPC. */
export function devPorts() {
  const ports = {}
  for (const service of services) {
    ports[service.name] = service.port
    if (service.grpcPort) ports[`${service.name}:grpc`] = service.grpcPort
  }
  return ports
}

/** The environment of each service, wired to each other and to the local servers. */
export function stackEnv({
  ports,
  databaseUrl,
  redisUrl,
  redisPrefix,
  smtpUrl,
  nodeEnv,
  logLevel,
  gatewayHost,
  extra = {},
}) {
  const url = (name) => `http://127.0.0.1:${ports[name]}`
  const common = {
    NODE_ENV: nodeEnv,
    LOG_LEVEL: logLevel,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    AUTH_JWKS_URL: `${url('auth')}/.well-known/jwks.json`,
    ...extra.all,
  }
  const appOrigin = `http://localhost:${ports.gateway}`
  // The local S3 server (infra/local/s3-server.mjs): dev keeps its bucket apart from tests'.
  const objectStorage = {
    S3_ENDPOINT: `http://127.0.0.1:${process.env.S3_PORT ?? 9000}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_BUCKET: nodeEnv === 'development' ? 'tessera-assets' : 'tessera-assets-test',
  }
  return {
    auth: {
      ...common,
      PORT: String(ports.auth),
      APP_ORIGIN: appOrigin,
      ...(ports['sites:grpc'] ? { SITES_GRPC_URL: url('sites:grpc') } : {}),
      ...extra.auth,
    },
    mailer: { ...common, PORT: String(ports.mailer), SMTP_URL: smtpUrl, ...extra.mailer },
    assets: {
      ...common,
      ...objectStorage,
      PORT: String(ports.assets),
      GRPC_PORT: String(ports['assets:grpc']),
      ...(ports['sites:grpc'] ? { SITES_GRPC_URL: url('sites:grpc') } : {}),
      IMAGE_API_KEY: 'tessera-dev-image-api-key',
      APP_ORIGINS: `${appOrigin},http://127.0.0.1:${ports.gateway}`,
      ...extra.assets,
    },
    sites: {
      ...common,
      PORT: String(ports.sites),
      GRPC_PORT: String(ports['sites:grpc']),
      APP_ORIGIN: appOrigin,
      ...(ports['assets:grpc'] ? { ASSETS_GRPC_URL: url('assets:grpc') } : {}),
      ...(ports['custom-data:grpc'] ? { CUSTOM_DATA_GRPC_URL: url('custom-data:grpc') } : {}),
      ...extra.sites,
    },
    // One pool (the Free tier) locally; sites are at {subdomain}.localhost:{port}.
    'site-server': {
      ...common,
      PORT: String(ports['site-server']),
      HOST: gatewayHost,
      GRPC_PORT: String(ports['site-server:grpc']),
      SITES_GRPC_URL: url('sites:grpc'),
      // The sizes of a site's images, for published pages.
      ...(ports['assets:grpc'] ? { ASSETS_GRPC_URL: url('assets:grpc') } : {}),
      // The collection items pages show.
      ...(ports['custom-data:grpc'] ? { CUSTOM_DATA_GRPC_URL: url('custom-data:grpc') } : {}),
      SITE_SERVER_ADDRESS: `http://localhost:${ports['site-server']}`,
      SITES_PUBLIC_PORT: String(ports['site-server']),
      APP_ORIGINS: `${appOrigin},http://127.0.0.1:${ports.gateway}`,
      PUBLIC_API_URL: `${appOrigin}/api/`,
      ...extra['site-server'],
    },
    // Visitors of {subdomain}.localhost:{site-server port} post forms here through the gateway.
    'custom-data': {
      ...common,
      PORT: String(ports['custom-data']),
      GRPC_PORT: String(ports['custom-data:grpc']),
      SITES_GRPC_URL: url('sites:grpc'),
      // Where items' pictures and files are served, for the collections read API.
      ...(ports['assets:grpc'] ? { ASSETS_GRPC_URL: url('assets:grpc') } : {}),
      APP_ORIGINS: `${appOrigin},http://127.0.0.1:${ports.gateway}`,
      ALTCHA_HMAC_KEY: 'tessera-dev-altcha-key-not-for-production',
      ...extra['custom-data'],
    },
    'site-server-paid1': {
      ...common,
      PORT: String(ports['site-server-paid1']),
      HOST: gatewayHost,
      GRPC_PORT: String(ports['site-server-paid1:grpc']),
      SITES_GRPC_URL: url('sites:grpc'),
      ...(ports['assets:grpc'] ? { ASSETS_GRPC_URL: url('assets:grpc') } : {}),
      ...(ports['custom-data:grpc'] ? { CUSTOM_DATA_GRPC_URL: url('custom-data:grpc') } : {}),
      SITE_SERVER_TIER: 'Paid1',
      SITE_SERVER_ADDRESS: `http://localhost:${ports['site-server-paid1']}`,
      SITES_PUBLIC_PORT: String(ports['site-server-paid1']),
      APP_ORIGINS: `${appOrigin},http://127.0.0.1:${ports.gateway}`,
      PUBLIC_API_URL: `${appOrigin}/api/`,
      ...extra['site-server-paid1'],
    },
    // ECPay's stage merchant and keys: the fake and the billing service must agree on them.
    'fake-ecpay': {
      NODE_ENV: nodeEnv,
      PORT: String(ports['fake-ecpay']),
      ECPAY_MERCHANT_ID: '3002607',
      ECPAY_HASH_KEY: 'pwFHCqoQZGmho4w6',
      ECPAY_HASH_IV: 'EkRm7iFT261dpevs',
      ...extra['fake-ecpay'],
    },
    billing: {
      ...common,
      PORT: String(ports.billing),
      SITES_GRPC_URL: url('sites:grpc'),
      APP_ORIGIN: appOrigin,
      // ECPay (here the fake) posts notifications to the API through the gateway.
      PUBLIC_API_URL: `http://127.0.0.1:${ports.gateway}/api/`,
      ECPAY_MERCHANT_ID: '3002607',
      ECPAY_HASH_KEY: 'pwFHCqoQZGmho4w6',
      ECPAY_HASH_IV: 'EkRm7iFT261dpevs',
      ECPAY_PAYMENT_URL: url('fake-ecpay'),
      ECPAY_QUERY_URL: url('fake-ecpay'),
      ECPAY_SDK_URL: `http://127.0.0.1:${ports['fake-ecpay']}/sdk.js`,
      ...extra.billing,
    },
    'image-worker': {
      ...common,
      ...objectStorage,
      PORT: String(ports['image-worker']),
      ...extra['image-worker'],
    },
    mcp: {
      ...common,
      PORT: String(ports.mcp),
      SITES_GRPC_URL: url('sites:grpc'),
      CUSTOM_DATA_GRPC_URL: url('custom-data:grpc'),
      // Clients reach it through the gateway, by the app's origin.
      MCP_PUBLIC_URL: `${appOrigin}/mcp`,
      AUTH_SERVER_URL: appOrigin,
      MCP_ALLOWED_HOSTS: `127.0.0.1:${ports.gateway}`,
      CONFIRMATION_SECRET: 'tessera-dev-confirmation-secret-not-for-production',
      ...extra.mcp,
    },
    gateway: {
      ...common,
      PORT: String(ports.gateway),
      HOST: gatewayHost,
      APP_ORIGINS: `${appOrigin},http://127.0.0.1:${ports.gateway}`,
      AUTH_SERVICE_URL: url('auth'),
      ASSETS_SERVICE_URL: url('assets'),
      SITES_SERVICE_URL: url('sites'),
      SITE_SERVER_URL: url('site-server'),
      CUSTOM_DATA_SERVICE_URL: url('custom-data'),
      BILLING_SERVICE_URL: url('billing'),
      ...(ports.mcp ? { MCP_SERVICE_URL: url('mcp') } : {}),
      ...extra.gateway,
    },
  }
}

export function entry(name, file = 'main.js') {
  const path = `${ROOT}/services/${name}/dist/${file}`
  if (!existsSync(path)) throw new Error(`${path} is missing: build first (npm run build)`)
  return path
}

/**
 * Auth's password hashing at argon2id's smallest recommended cost, for test stacks: the suite
 * signs people up and in hundreds of times, and the default cost takes half a CPU second each.
 */
export const TEST_PASSWORD_HASHING = {
  PASSWORD_HASH_MEMORY_KIB: '19456',
  PASSWORD_HASH_PASSES: '2',
  PASSWORD_HASH_LANES: '1',
}

/** Creates the database when it does not exist yet (optionally dropping it first). */
export async function ensureDatabase(databaseUrl, { fresh = false } = {}) {
  const target = new URL(databaseUrl)
  const name = decodeURIComponent(target.pathname.slice(1))
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name ${name}`)
  const admin = new URL(databaseUrl)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    if (fresh) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!rowCount) await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
}

export async function dropDatabase(databaseUrl) {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1))
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name ${name}`)
  const admin = new URL(databaseUrl)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  } finally {
    await client.end()
  }
}

function runToEnd(file, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${file} exited with ${code}`)),
    )
  })
}

/** Applies every service's migrations, or only those of the services named. */
export async function migrateAll(envs, names) {
  for (const service of services.filter((s) => s.migrate && (!names || names.includes(s.name)))) {
    await runToEnd(entry(service.dir ?? service.name, 'migrate.js'), envs[service.name])
  }
}

// A ceiling only: a machine busy with other suites has taken over 30 s to start a service.
async function waitReady(name, port, child, seconds = 90) {
  const deadline = Date.now() + seconds * 1000
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with ${child.exitCode} while starting`)
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health/ready`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${name} was not ready on port ${port} after ${seconds} s`)
}

/**
 * Starts one service. Output goes to `logFile`, or to the terminal prefixed with the name.
 * Resolves once it is ready; `stop()` ends it gracefully.
 */
export async function startService(name, env, { port, logFile } = {}) {
  const listenPort = port ?? Number(env.PORT)
  if (await portInUse(listenPort)) {
    throw new Error(
      `port ${listenPort} for ${name} is already in use (is Tessera already running?)`,
    )
  }
  const known = services.find((s) => s.name === name)
  const main = entry(known?.dir ?? name, known?.main)
  const child = spawn(process.execPath, ['--enable-source-maps', main], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  if (logFile) {
    mkdirSync(new URL('.', `file://${logFile}`).pathname, { recursive: true })
    const out = createWriteStream(logFile, { flags: 'a' })
    child.stdout.pipe(out)
    child.stderr.pipe(out)
  } else {
    const prefix = `[${name}] `.padEnd(10)
    for (const stream of [child.stdout, child.stderr]) {
      let rest = ''
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n')
        rest = lines.pop() ?? ''
        for (const line of lines) process.stdout.write(prefix + readable(line) + '\n')
      })
    }
  }
  try {
    await waitReady(name, listenPort, child)
  } catch (error) {
    // Not ready in time: it must not linger, holding its port and memory.
    child.kill('SIGKILL')
    throw error
  }
  return {
    name,
    child,
    url: `http://127.0.0.1:${listenPort}`,
    stop: () =>
      new Promise((resolve) => {
        // Already gone (an exit code, or killed by a signal): there is no exit event to wait for.
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
        child.once('exit', () => (clearTimeout(timer), resolve()))
        child.kill('SIGTERM')
      }),
  }
}

/** Starts every service in order; stops the ones already started if one fails. */
export async function startStack(envs, options = {}) {
  const running = []
  try {
    for (const service of services) {
      const logFile = options.logDir ? `${options.logDir}/${service.name}.log` : undefined
      running.push(await startService(service.name, envs[service.name], { logFile }))
    }
    return running
  } catch (error) {
    await stopStack(running)
    throw error
  }
}

export async function stopStack(running) {
  for (const service of [...running].reverse()) await service.stop()
}

const levels = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' }
const quiet = new Set(['level', 'time', 'service', 'msg', 'pid', 'hostname'])

/** A pino JSON line as one short line for a terminal; anything else as it came. */
function readable(line) {
  if (!line.startsWith('{')) return line
  try {
    const entry = JSON.parse(line)
    const time = new Date(entry.time).toISOString().slice(11, 19)
    const extra = Object.entries(entry).filter(([k]) => !quiet.has(k))
    const detail = extra.length ? ' ' + JSON.stringify(Object.fromEntries(extra)) : ''
    return `${time} ${(levels[entry.level] ?? entry.level).padEnd(5)} ${entry.msg ?? ''}${detail}`
  } catch {
    return line
  }
}

function portInUse(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' })
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

/** A port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** '::' (every address, both families) where IPv6 exists, else every IPv4 address. */
export function anyHost() {
  return existsSync('/proc/net/if_inet6') ? '::' : '0.0.0.0'
}

/** Runs one of the local-server scripts (up.sh, down.sh, chromium.sh, ...); throws when it fails. */
export function infra(script, args = [], env = {}) {
  const result = spawnSync('bash', [`${ROOT}/infra/local/${script}`, ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  if (result.status !== 0) throw new Error(`infra/local/${script} failed`)
}

/**
 * Starts the local servers this process needs (all of them by default) under a lease held by
 * this process: another `make dev`, `make test` or `make bench` finishing meanwhile leaves them
 * running. `label` says who holds it (shown when servers are left running for it).
 */
export function acquireLocalServers(label, servers = []) {
  infra('up.sh', servers, { TESSERA_LEASE_PID: String(process.pid), TESSERA_LEASE_LABEL: label })
}

/** Gives up this process's lease; the last user of the local servers stops them. */
export function releaseLocalServers() {
  infra('down.sh', [], { TESSERA_LEASE_PID: String(process.pid) })
}

/** A free port for every port of the stack (see devPorts). */
export async function freePorts() {
  const ports = {}
  // A port is free again once probed, so the same one can come back for another key.
  const taken = new Set()
  for (const key of Object.keys(devPorts())) {
    let port
    do port = await freePort()
    while (taken.has(port))
    taken.add(port)
    ports[key] = port
  }
  return ports
}
