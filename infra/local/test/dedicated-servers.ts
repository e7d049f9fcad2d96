// A PostgreSQL cluster and a Redis server of a test's own, on free ports, that the test may
// stop and start as it likes without disturbing the shared local servers other tests use.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { freePort } from '../stack.mjs'

function run(command: string[], what: string): void {
  const result = spawnSync(command[0]!, command.slice(1), { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${what} failed: ${result.stderr || result.stdout}`)
}

function postgresBin(): string {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : []
  const latest = versions.sort((a, b) => Number(b) - Number(a))[0]
  if (latest !== undefined) return `/usr/lib/postgresql/${latest}/bin`
  const bindir = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' })
  if (bindir.status === 0) return bindir.stdout.trim()
  throw new Error('PostgreSQL server binaries not found (apt-get install postgresql)')
}

export interface DedicatedPostgres {
  port: number
  url(database: string): string
  stop(): void
  start(): void
  /** Stops the cluster for good and removes its data. */
  remove(): void
}

/** A fresh cluster (initdb) in a temporary folder, started on a free port. */
export async function dedicatedPostgres(): Promise<DedicatedPostgres> {
  const bin = postgresBin()
  const port = await freePort()
  const dir = mkdtempSync(`${tmpdir()}/tessera-pg-`)
  // The server refuses to run as root: it runs as the postgres account then.
  const asOwner: string[] = []
  if (process.getuid?.() === 0) {
    chownSync(dir, Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout), -1)
    asOwner.push('runuser', '-u', 'postgres', '--')
  }
  const data = `${dir}/data`
  run(
    [...asOwner, `${bin}/initdb`, '-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'],
    'initdb',
  )
  const ctl = (...args: string[]) => [...asOwner, `${bin}/pg_ctl`, '-D', data, ...args]
  const cluster: DedicatedPostgres = {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: () =>
      run(
        ctl(
          '-l',
          `${dir}/server.log`,
          '-w',
          '-t',
          '30',
          '-o',
          `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`,
          'start',
        ),
        'pg_ctl start',
      ),
    stop: () => run(ctl('-m', 'fast', '-w', 'stop'), 'pg_ctl stop'),
    remove: () => {
      spawnSync(
        ctl('-m', 'immediate', '-w', 'stop')[0]!,
        ctl('-m', 'immediate', '-w', 'stop').slice(1),
      )
      rmSync(dir, { recursive: true, force: true })
    },
  }
  cluster.start()
  return cluster
}

export interface DedicatedRedis {
  port: number
  url: string
  stop(): Promise<void>
  start(): Promise<void>
}

/** A redis-server that keeps nothing on disk, as the local one, on a free port. */
export async function dedicatedRedis(): Promise<DedicatedRedis> {
  const port = await freePort()
  let child: ChildProcess | undefined
  const server: DedicatedRedis = {
    port,
    url: `redis://127.0.0.1:${port}/0`,
    start: async () => {
      const started = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      )
      child = started
      await new Promise<void>((resolve, reject) => {
        started.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)))
        started.stdout!.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('Ready to accept connections')) resolve()
        })
      })
      started.stdout!.resume()
    },
    stop: async () => {
      const running = child
      child = undefined
      if (!running || running.exitCode !== null || running.signalCode !== null) return
      await new Promise((resolve) => {
        running.once('exit', resolve)
        running.kill('SIGKILL')
      })
    },
  }
  await server.start()
  return server
}
