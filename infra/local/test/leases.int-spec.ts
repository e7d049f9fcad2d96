// The local servers under leases: make dev, make test and make bench in one checkout, in any
// order and overlapping, never stop a server another of them still uses. Each case runs up.sh and
// down.sh as they do, on a state folder and free ports of its own, with the SMTP sink as the server.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createConnection } from 'node:net'
import { tmpdir } from 'node:os'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { freePort, ROOT } from '../stack.mjs'

let state: string
let env: Record<string, string>
let port: number
const holders: ChildProcess[] = []

beforeEach(async () => {
  state = mkdtempSync(`${tmpdir()}/tessera-leases-`)
  port = await freePort()
  env = {
    TESSERA_LOCAL_STATE: `${state}/state`,
    TESSERA_DATA: `${state}/data`,
    SMTP_SINK_PORT: String(port),
    SMTP_SINK_HTTP_PORT: String(await freePort()),
  }
})

afterEach(() => {
  // Whatever a failed case left: every lease gone, then the servers stopped.
  for (const holder of holders.splice(0)) holder.kill('SIGKILL')
  rmSync(`${state}/state/leases`, { recursive: true, force: true })
  script('down.sh')
  rmSync(state, { recursive: true, force: true })
})

/** A process standing for one make command while it runs. */
function holder(): ChildProcess & { pid: number } {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
  holders.push(child)
  return child as ChildProcess & { pid: number }
}

function script(name: string, lease?: { pid: number; label?: string }, args: string[] = []) {
  const result = spawnSync('bash', [`${ROOT}/infra/local/${name}`, ...args], {
    env: {
      ...process.env,
      ...env,
      ...(lease
        ? { TESSERA_LEASE_PID: String(lease.pid), TESSERA_LEASE_LABEL: lease.label ?? 'test' }
        : {}),
    },
    encoding: 'utf8',
  })
  expect(result.status, result.stderr).toBe(0)
  return result.stdout
}

const up = (lease?: { pid: number; label?: string }) => script('up.sh', lease, ['smtp-sink'])
const down = (lease?: { pid: number }) => script('down.sh', lease)

function listening(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' })
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

function exited(child: ChildProcess) {
  return new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve()
      : child.once('exit', () => resolve()),
  )
}

describe('local servers under leases', () => {
  it('leaves a server running when its first user finishes while a second still uses it', async () => {
    const dev = holder()
    const bench = holder()
    expect(up({ pid: dev.pid, label: 'make dev' })).toContain('started on')
    expect(up({ pid: bench.pid, label: 'make bench' })).toContain('using the server')

    const output = down({ pid: dev.pid })
    expect(output).toContain(`still used by: make bench (${bench.pid})`)
    expect(await listening()).toBe(true)

    // The last one to finish stops what the scripts started.
    expect(down({ pid: bench.pid })).toContain('smtp-sink: stopped')
    expect(await listening()).toBe(false)
  })

  it('stops the server after the last user, whichever started it', async () => {
    const dev = holder()
    const test = holder()
    up({ pid: dev.pid })
    up({ pid: test.pid })
    expect(down({ pid: test.pid })).toContain('still used by')
    expect(await listening()).toBe(true)
    expect(down({ pid: dev.pid })).toContain('smtp-sink: stopped')
    expect(await listening()).toBe(false)
  })

  it('does not count the lease of a user that died without giving it up', async () => {
    const crashed = holder()
    const test = holder()
    up({ pid: crashed.pid })
    up({ pid: test.pid })
    crashed.kill('SIGKILL')
    await exited(crashed)
    expect(down({ pid: test.pid })).toContain('smtp-sink: stopped')
    expect(await listening()).toBe(false)
    expect(readdirSync(`${state}/state/leases`)).toEqual([])
  })

  it('does not count a lease whose pid now belongs to another process', async () => {
    const test = holder()
    up({ pid: test.pid })
    // A lease left by a process long gone, whose pid the system has since given to this one.
    writeFileSync(`${state}/state/leases/${process.pid}.lease`, `${process.pid} 1 make dev\n`)
    expect(down({ pid: test.pid })).toContain('smtp-sink: stopped')
    expect(await listening()).toBe(false)
  })

  it('keeps the servers of make infra-up until make infra-down', async () => {
    const test = holder()
    up()
    up({ pid: test.pid, label: 'make test' })
    expect(down({ pid: test.pid })).toContain('still used by: make infra-up')
    expect(await listening()).toBe(true)
    expect(down()).toContain('smtp-sink: stopped')
    expect(await listening()).toBe(false)
  })

  it('keeps the server running when the user that started it is interrupted', async () => {
    const dev = holder()
    up({ pid: dev.pid })
    // Ctrl-C reaches every process of the terminal's process group; the server is not one.
    const pid = Number(readFileSync(`${state}/data/run/smtp-sink.pid`, 'utf8'))
    expect(pid).toBeGreaterThan(0)
    const group = spawnSync('ps', ['-o', 'pgid=', '-p', String(pid)], { encoding: 'utf8' })
    expect(Number(group.stdout.trim())).toBe(pid)
    down({ pid: dev.pid })
  })
})
