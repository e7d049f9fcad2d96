// The Kubernetes API from inside a pod, for the chart's jobs: the service account's token, the
// API server's in-cluster address, and its CA (NODE_EXTRA_CA_CERTS, set by the chart).
import { readFileSync } from 'node:fs'

const ACCOUNT = '/var/run/secrets/kubernetes.io/serviceaccount'

export function inCluster() {
  const host = process.env.KUBERNETES_SERVICE_HOST
  if (!host) throw new Error('not inside Kubernetes: KUBERNETES_SERVICE_HOST is unset')
  const port = process.env.KUBERNETES_SERVICE_PORT ?? '443'
  const base = `https://${host.includes(':') ? `[${host}]` : host}:${port}`
  const token = readFileSync(`${ACCOUNT}/token`, 'utf8').trim()
  const namespace = readFileSync(`${ACCOUNT}/namespace`, 'utf8').trim()

  /** One call: { status, body }; throws on a failure unless its status is in `ok`. */
  async function request(method, path, { body, contentType = 'application/json', ok = [] } = {}) {
    const res = await fetch(base + path, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.text()
    const parsed = text ? JSON.parse(text) : undefined
    if (!res.ok && !ok.includes(res.status)) {
      throw new Error(`${method} ${path}: ${res.status} ${parsed?.message ?? text}`)
    }
    return { status: res.status, body: parsed }
  }
  return { namespace, request }
}

/** Runs a job's main function; a failure exits non-zero, so the Job tries again. */
export function runJob(name, main) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(`${name}: ${error instanceof Error ? error.message : error}`)
      process.exit(1)
    },
  )
}
