// customDomains.mode certManager: one Ingress per verified custom domain, sending it to the edge
// and annotated for cert-manager, which issues its certificate. Ingresses of domains no longer
// verified are removed.
//   SITES_URL, INGRESS_PREFIX, INGRESS_CLASS, INGRESS_ANNOTATIONS (JSON), INGRESS_LABELS (JSON),
//   EDGE_SERVICE
import { createHash } from 'node:crypto'
import { inCluster, runJob } from './kube.mjs'

/** A stable, valid object name for a domain. */
export function ingressName(prefix, domain) {
  return `${prefix}-${createHash('sha256').update(domain).digest('hex').slice(0, 16)}`
}

/** The Ingress of one domain; domains with a port have none (TLS is on 443). */
export function domainIngress(domain, settings) {
  const name = ingressName(settings.prefix, domain)
  return {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'Ingress',
    metadata: {
      name,
      labels: settings.labels,
      annotations: { ...settings.annotations, 'tessera.io/domain': domain },
    },
    spec: {
      ingressClassName: settings.ingressClass,
      tls: [{ hosts: [domain], secretName: `${name}-tls` }],
      rules: [
        {
          host: domain,
          http: {
            paths: [
              {
                path: '/',
                pathType: 'Prefix',
                backend: { service: { name: settings.edgeService, port: { name: 'http' } } },
              },
            ],
          },
        },
      ],
    },
  }
}

async function main() {
  const env = process.env
  const settings = {
    prefix: env.INGRESS_PREFIX,
    ingressClass: env.INGRESS_CLASS,
    annotations: JSON.parse(env.INGRESS_ANNOTATIONS ?? '{}'),
    labels: JSON.parse(env.INGRESS_LABELS ?? '{}'),
    edgeService: env.EDGE_SERVICE,
  }
  const res = await fetch(new URL('/edge/domains', env.SITES_URL))
  if (!res.ok) throw new Error(`the sites service answered ${res.status}`)
  const { domains } = await res.json()
  const wanted = domains.filter((d) => !d.includes(':')).map((d) => domainIngress(d, settings))

  const { namespace, request } = inCluster()
  const path = `/apis/networking.k8s.io/v1/namespaces/${namespace}/ingresses`
  for (const ingress of wanted) {
    await request('PATCH', `${path}/${ingress.metadata.name}?fieldManager=tessera&force=true`, {
      body: ingress,
      contentType: 'application/apply-patch+yaml',
    })
  }
  const selector = Object.entries(settings.labels)
    .map(([k, v]) => `${k}=${v}`)
    .join(',')
  const existing = await request('GET', `${path}?labelSelector=${encodeURIComponent(selector)}`)
  const keep = new Set(wanted.map((i) => i.metadata.name))
  const stale = existing.body.items.filter((i) => !keep.has(i.metadata.name))
  for (const ingress of stale) {
    await request('DELETE', `${path}/${ingress.metadata.name}`, { ok: [404] })
  }
  console.log(`domain-ingresses: ${wanted.length} domains, ${stale.length} removed`)
}

if (import.meta.url === `file://${process.argv[1]}`) runJob('domain-ingresses', main)
