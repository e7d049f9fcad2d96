// `make bench`: measures the same authenticated GET through the gateway and straight to the
// auth service, in one run, and prints throughput and latency side by side with their ratios.
import { loadTest, printComparison, withBenchStack } from './bench-kit.mjs'

const DURATION = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16)
const ROUNDS = 2

await withBenchStack('gateway', async ({ url }) => {
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
  await loadTest(viaGateway, load)
  const results = { gateway: [], direct: [] }
  for (let round = 0; round < ROUNDS; round++) {
    results.direct.push(await loadTest(direct, load))
    results.gateway.push(await loadTest(viaGateway, load))
  }
  printComparison(
    `GET /users/{id} with a bearer token — ${CONNECTIONS} connections, ${ROUNDS} x ${DURATION} s per path`,
    ['gateway', 'direct'],
    results.gateway,
    results.direct,
  )
})
