// One load run in a process of its own, so that it can be pinned to a core (taskset):
// node bench-load.mjs '{"url": ..., "connections": ..., "duration": ..., "headers": {...}}'
// prints the result as JSON.
import autocannon from 'autocannon'

const { url, connections, duration, headers } = JSON.parse(process.argv[2])
autocannon({ url, connections, duration, headers }, (err, result) => {
  if (err) {
    console.error(err)
    process.exit(1)
  }
  console.log(
    JSON.stringify({
      rps: result.requests.average,
      total: result.requests.total,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    }),
  )
})
