import { afterAll } from 'vitest'
import { freePort, ROOT, startService, type RunningService } from '../../../infra/local/stack.mjs'
import { stack } from './helpers.js'

export const logDir = process.env.TEST_LOG_DIR ?? `${ROOT}/.data/test-logs`

/** Where a replica started by `startReplica` writes its log. */
export const replicaLog = (replica: RunningService) =>
  `${logDir}/site-server-${new URL(replica.url).port}.log`

const started: RunningService[] = []
afterAll(async () => {
  for (const replica of started)
    if (replica.child.exitCode === null && !replica.child.signalCode) await replica.stop()
})

/**
 * Another replica of the stack's pool (same database, Redis and public address), with `env`
 * over the stack's settings; stopped after the file's tests.
 */
export async function startReplica(env: Record<string, string> = {}): Promise<RunningService> {
  const port = await freePort()
  const server = await startService(
    'site-server',
    {
      ...stack.env['site-server']!,
      PORT: String(port),
      GRPC_PORT: String(await freePort()),
      REPLICA_ID: `replica-${port}`,
      ...env,
    },
    { logFile: `${logDir}/site-server-${port}.log` },
  )
  started.push(server)
  return server
}
