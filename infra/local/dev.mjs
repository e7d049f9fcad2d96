// `make dev`: local servers up, database migrated, every service running; Ctrl-C stops all of it.
import {
  anyHost,
  ensureDatabase,
  acquireLocalServers,
  releaseLocalServers,
  migrateAll,
  devPorts,
  stackEnv,
  startStack,
  stopStack,
} from './stack.mjs'

const env = process.env
const ports = devPorts()
const databaseUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tessera'

let running = []
let stopping = false
async function shutdown(code) {
  if (stopping) return
  stopping = true
  console.log('\nStopping Tessera...')
  await stopStack(running)
  releaseLocalServers()
  process.exit(code)
}
process.on('SIGINT', () => void shutdown(0))
process.on('SIGTERM', () => void shutdown(0))

try {
  acquireLocalServers('make dev')
  await ensureDatabase(databaseUrl)
  const envs = stackEnv({
    ports,
    databaseUrl,
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379/0',
    redisPrefix: 'tessera',
    smtpUrl: env.SMTP_URL ?? 'smtp://127.0.0.1:1025',
    nodeEnv: 'development',
    logLevel: env.LOG_LEVEL ?? 'info',
    gatewayHost: anyHost(),
  })
  await migrateAll(envs)
  running = await startStack(envs)
  for (const service of running)
    service.child.on(
      'exit',
      (code) => !stopping && (console.error(`${service.name} stopped (${code})`), void shutdown(1)),
    )
  console.log(`
  Tessera is running at http://localhost:${ports.gateway}
    API        http://localhost:${ports.gateway}/api/
    MCP        http://localhost:${ports.gateway}/mcp (agents)
    Local mail http://127.0.0.1:1080/
    Fake ECPay http://127.0.0.1:${ports['fake-ecpay']}/ (card 4311 9522 2222 2222; 4000 0000 0000 3220 for 3-D Secure)
  Press Ctrl-C to stop.
`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  await shutdown(1)
}
