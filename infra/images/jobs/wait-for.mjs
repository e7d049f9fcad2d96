// Waits until every WAIT_FOR address (host:port, comma-separated) accepts a connection: a hook
// Job starts right after the data stores it needs were created.
import { connect } from 'node:net'
import { runJob } from './kube.mjs'

const LIMIT_MS = Number(process.env.WAIT_SECONDS ?? 300) * 1000

function answers(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2000 })
    const done = (ok) => (socket.destroy(), resolve(ok))
    socket.once('connect', () => done(true))
    socket.once('timeout', () => done(false))
    socket.once('error', () => done(false))
  })
}

async function main() {
  const deadline = Date.now() + LIMIT_MS
  for (const address of (process.env.WAIT_FOR ?? '').split(',').filter(Boolean)) {
    const at = address.lastIndexOf(':')
    const [host, port] = [address.slice(0, at), Number(address.slice(at + 1))]
    while (!(await answers(host, port))) {
      if (Date.now() > deadline) throw new Error(`${address} did not answer`)
      await new Promise((r) => setTimeout(r, 1000))
    }
    console.log(`wait-for: ${address} answers`)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) runJob('wait-for', main)
