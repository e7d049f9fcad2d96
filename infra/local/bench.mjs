// `make bench`: measures the same authenticated GET through the gateway and straight to the
// auth service, in one run, and prints throughput and latency side by side with their ratios.
import {
  canPin,
  loadTest,
  pinned,
  profileDuring,
  printComparison,
  printSharedCoresShare,
  ratio,
  withBenchStack,
} from './bench-kit.mjs'
import { loadNote, steady } from './load-guard.mjs'

const DURATION = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16)
const ROUNDS = 2

await withBenchStack('gateway', async ({ url, pid }) => {
  const gateway = url('gateway')
  const res = await fetch(`${gateway}/api/users/registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.test`, password: 'bench password' }),
  })
  const { auth_token: token, user } = await res.json()
  const load = {
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { authorization: `Bearer ${token}` },
  }
  const viaGateway = `${gateway}/api/users/${user.id}`
  const direct = `${url('auth')}/users/${user.id}`

  // Warm both paths (JIT, connection pools, the JWKS cache), then alternate so drift hits both alike.
  // CPU per request counts the gateway and the auth service for the gateway path, auth alone direct.
  const servers = { gateway: [pid('gateway'), pid('auth')], direct: [pid('auth')] }
  await profileDuring(pid('gateway'), 'gateway', () => loadTest(viaGateway, load))
  const measure = async (core) => {
    const results = { gateway: [], direct: [] }
    const runs = {
      direct: async () =>
        results.direct.push(await loadTest(direct, { ...load, core, server: servers.direct })),
      gateway: async () =>
        results.gateway.push(
          await loadTest(viaGateway, { ...load, core, server: servers.gateway }),
        ),
    }
    // Rounds alternate which path goes first, so a change in the machine's load mid-round does
    // not always fall on the same one.
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of round % 2 ? ['gateway', 'direct'] : ['direct', 'gateway'])
        await runs[name]()
    }
    return results
  }
  const title = `GET /users/{id} with a bearer token — ${CONNECTIONS} connections, ${ROUNDS} x ${DURATION} s per path`
  // Throughput: the aim is at least 0.85.
  const sharedFigure = await steady(() => measure())
  const shared = sharedFigure.value
  printComparison(
    `${title}, load generator on the shared cores (${loadNote(sharedFigure)})`,
    ['gateway', 'direct'],
    shared.gateway,
    shared.direct,
  )
  if (canPin()) {
    const ownFigure = await steady(() => pinned(servers.gateway, (core) => measure(core)))
    const own = ownFigure.value
    printComparison(
      `${title}, load generator on a core of its own (${loadNote(ownFigure)})`,
      ['gateway', 'direct'],
      own.gateway,
      own.direct,
    )
    printSharedCoresShare(ratio(shared.gateway, shared.direct), ratio(own.gateway, own.direct))
  }
})
