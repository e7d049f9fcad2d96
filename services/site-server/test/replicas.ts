import { freePort, ROOT, startService, type RunningService } from '../../../infra/local/stack.mjs'
import { stack } from './helpers.js'

export const logDir = process.env.TEST_LOG_DIR ?? `${ROOT}/.data/test-logs`

/** Where a replica started by `startReplica` writes its log. */
export const replicaLog = (replica: RunningService) =>
  `${logDir}/site-server-${new URL(replica.url).port}.log`

const started: RunningService[] = []

/**
 * Stops the replicas started so far. Each file that starts replicas calls it in its own
 * `afterAll`: workers run many files without isolation, so a hook registered when this module
 * is first loaded would stop only the first file's replicas and leave the rest running.
 */
export async function stopReplicas(): Promise<void> {
  for (const replica of started.splice(0))
    if (replica.child.exitCode === null && !replica.child.signalCode) await replica.stop()
}

/**
 * Another replica of the stack's pool (same database, Redis and public address), with `env`
 * over the stack's settings; `stopReplicas` stops it.
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
