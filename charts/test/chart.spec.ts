import { readdirSync, readFileSync } from 'node:fs'
import { SITE_TYPES } from '@tessera/site-format/plans'
import { beforeAll, describe, expect, it } from 'vitest'
import { saveBodyLimit } from '../../services/site-server/src/config.js'
import {
  badValuesFile,
  CHART,
  helm,
  lint,
  render,
  ROOT,
  valuesFile,
  type K8sObject,
} from './helm.js'
import {
  byKind,
  envOf,
  mebibytes,
  named,
  podTemplates,
  selected,
  validate,
  type Container,
  type PodTemplate,
} from './kubernetes.js'

const RELEASE = 'tessera-test'
const FULLNAME = 'tessera-test'
const ALL_TIERS = [...SITE_TYPES]
const MIGRATIONS = ['auth', 'sites', 'site-server', 'assets', 'custom-data', 'billing', 'mcp']

interface Case {
  name: string
  file?: string
  tiers: string[]
  existingSecret?: string
}

/** Every values file in test/values, and what it should give. */
const cases: Case[] = [
  { name: 'defaults', tiers: ALL_TIERS },
  { name: 'all tiers', file: 'all-tiers.yaml', tiers: ALL_TIERS },
  { name: 'HPA on', file: 'hpa.yaml', tiers: ALL_TIERS },
  { name: 'NetworkPolicies on', file: 'network-policies.yaml', tiers: ['Free'] },
  { name: 'custom domains on demand', file: 'on-demand.yaml', tiers: ALL_TIERS },
  { name: 'custom domains by cert-manager', file: 'cert-manager.yaml', tiers: ALL_TIERS },
  { name: 'custom domains with external TLS', file: 'external-tls.yaml', tiers: ALL_TIERS },
  { name: 'the kind install of CI', file: 'kind.yaml', tiers: ALL_TIERS },
  {
    name: 'external databases',
    file: 'external-stores.yaml',
    tiers: ALL_TIERS,
    existingSecret: 'tessera-production',
  },
]

const files = (c: Case) => (c.file ? [valuesFile(c.file)] : [])
const tierName = (tier: string) => `${FULLNAME}-site-server-${tier.toLowerCase()}`
const allContainers = (pod: PodTemplate): Container[] => [
  ...(pod.spec.initContainers ?? []),
  ...pod.spec.containers,
]
/** Components the chart runs from other images: the edge (Caddy) and the trial's stores. */
const NOT_TESSERA = new Set(['edge', 'redis', 'postgresql', 'minio'])

it('checks every values file in test/values', () => {
  const listed = cases.flatMap((c) => (c.file ? [c.file] : []))
  expect(readdirSync(`${ROOT}charts/test/values`).sort()).toEqual(listed.sort())
})

describe.each(cases)('the chart with $name', (c) => {
  let objects: K8sObject[]
  let pods: PodTemplate[]
  beforeAll(() => {
    objects = render(files(c), RELEASE)
    pods = podTemplates(objects)
  })

  it('passes helm lint --strict', () => {
    const result = lint(files(c))
    expect(result.status, result.stdout + result.stderr).toBe(0)
  })

  it('renders only objects the Kubernetes API schemas accept', async () => {
    expect(objects.length).toBeGreaterThan(20)
    for (const object of objects) await validate(object)
  })

  it('gives every container resources and a read-only, unprivileged securityContext', () => {
    for (const pod of pods) {
      expect(pod.spec.securityContext?.runAsNonRoot, pod.owner.metadata.name).toBe(true)
      for (const container of allContainers(pod)) {
        const where = `${pod.owner.kind} ${pod.owner.metadata.name} ${container.name}`
        const { requests, limits } = container.resources ?? {}
        expect(requests?.cpu ?? requests?.memory, where).toBeDefined()
        expect(limits?.memory, where).toBeDefined()
        expect(container.securityContext, where).toMatchObject({
          readOnlyRootFilesystem: true,
          allowPrivilegeEscalation: false,
          capabilities: { drop: ['ALL'] },
        })
      }
    }
  })

  it("probes every service on the kit's /health/live and /health/ready", () => {
    const services = byKind(objects, 'Deployment').filter(
      (d) => !NOT_TESSERA.has(d.metadata.labels?.['app.kubernetes.io/component'] ?? ''),
    )
    expect(services.length).toBeGreaterThanOrEqual(6 + c.tiers.length)
    for (const deployment of services) {
      const [container] = podTemplates([deployment])[0]!.spec.containers
      expect(container!.livenessProbe?.httpGet, deployment.metadata.name).toEqual({
        path: '/health/live',
        port: 'http',
      })
      expect(container!.readinessProbe?.httpGet, deployment.metadata.name).toEqual({
        path: '/health/ready',
        port: 'http',
      })
    }
  })

  it('points every Service at pods with the ports it names', () => {
    for (const service of byKind(objects, 'Service')) {
      const spec = service.spec as {
        selector: Record<string, string>
        ports: Array<{ targetPort: string | number }>
      }
      const targets = selected(spec.selector, pods)
      expect(targets.length, service.metadata.name).toBeGreaterThan(0)
      for (const { targetPort } of spec.ports) {
        for (const pod of targets) {
          const ports = pod.spec.containers.flatMap((ct) => ct.ports ?? [])
          expect(
            ports.some((p) => p.name === targetPort || p.containerPort === targetPort),
            `${service.metadata.name} -> ${targetPort}`,
          ).toBe(true)
        }
      }
    }
  })

  it('has each PodDisruptionBudget and HPA select exactly its own workload', () => {
    for (const pdb of byKind(objects, 'PodDisruptionBudget')) {
      const selector = (pdb.spec as { selector: { matchLabels: Record<string, string> } }).selector
      const owners = selected(selector.matchLabels, pods).map((pod) => pod.owner.metadata.name)
      expect(owners, pdb.metadata.name).toEqual([pdb.metadata.name])
    }
    for (const hpa of byKind(objects, 'HorizontalPodAutoscaler')) {
      const target = (hpa.spec as { scaleTargetRef: { kind: string; name: string } }).scaleTargetRef
      const deployment = named(objects, target.kind, target.name)
      expect(target.name).toBe(hpa.metadata.name)
      // The HPA owns the replica count.
      expect((deployment.spec as { replicas?: number }).replicas).toBeUndefined()
    }
  })

  it("has each NetworkPolicy apply to its component's pods and name only pods that exist", () => {
    for (const policy of byKind(objects, 'NetworkPolicy')) {
      const spec = policy.spec as {
        podSelector: { matchLabels: Record<string, string> }
        ingress?: Array<{ from?: Array<{ podSelector?: { matchLabels: Record<string, string> } }> }>
        egress?: Array<{ to?: Array<{ podSelector?: { matchLabels: Record<string, string> } }> }>
      }
      const component = policy.metadata.labels?.['app.kubernetes.io/component']
      const targets = selected(spec.podSelector.matchLabels, pods)
      expect(targets.length, policy.metadata.name).toBeGreaterThan(0)
      for (const pod of targets) {
        expect(pod.labels['app.kubernetes.io/component'], policy.metadata.name).toBe(component)
      }
      const peers = [
        ...(spec.ingress ?? []).flatMap((rule) => rule.from ?? []),
        ...(spec.egress ?? []).flatMap((rule) => rule.to ?? []),
      ]
      for (const peer of peers.filter((p) => p.podSelector)) {
        const labels = peer.podSelector!.matchLabels
        expect(
          selected(labels, pods).length,
          `${policy.metadata.name}: ${JSON.stringify(labels)}`,
        ).toBeGreaterThan(0)
      }
    }
  })

  it('routes /api/checkouts to billing, and lets billing reach only its payment provider outside', () => {
    const gateway = podTemplates([named(objects, 'Deployment', `${FULLNAME}-gateway`)])[0]!
    expect(envOf(gateway.spec.containers[0]!, 'BILLING_SERVICE_URL')?.value).toMatch(
      /^http:\/\/.*billing/,
    )
    const policy = byKind(objects, 'NetworkPolicy').find(
      (p) => p.metadata.name === `${FULLNAME}-billing`,
    )
    if (!policy) return
    const egress = (
      policy.spec as { egress: Array<{ to?: unknown[]; ports?: { port: number }[] }> }
    ).egress
    const outside = egress.filter((rule) => !rule.to).flatMap((rule) => rule.ports ?? [])
    expect(outside.map((p) => p.port).sort()).toEqual([443, 53, 53].sort())
  })

  it('runs the migrations as weighted pre-install/pre-upgrade hook Jobs, never at pod start', () => {
    const jobs = byKind(objects, 'Job').filter((job) => job.metadata.name.endsWith('-migrate'))
    const order = jobs
      .map((job) => ({ job, weight: Number(job.metadata.annotations?.['helm.sh/hook-weight']) }))
      .sort((a, b) => a.weight - b.weight)
    expect(order.map(({ job }) => job.metadata.name)).toEqual(
      MIGRATIONS.map((service) => `${FULLNAME}-${service}-migrate`),
    )
    expect(new Set(order.map((o) => o.weight)).size).toBe(MIGRATIONS.length)
    for (const { job, weight } of order) {
      expect(Number.isInteger(weight), job.metadata.name).toBe(true)
      expect(job.metadata.annotations).toMatchObject({
        'helm.sh/hook': 'pre-install,pre-upgrade',
        'helm.sh/hook-delete-policy': 'before-hook-creation',
      })
      const service = job.metadata.name.slice(FULLNAME.length + 1, -'-migrate'.length)
      expect(podTemplates([job])[0]!.spec.containers[0]!.args).toEqual([service, 'migrate'])
    }
    for (const pod of pods.filter((p) => p.owner.kind === 'Deployment')) {
      for (const container of pod.spec.containers) {
        expect(container.args ?? []).not.toContain('migrate')
      }
    }
  })

  it('has a Deployment and Service per tier, sized for its largest save', () => {
    const tierDeployments = byKind(objects, 'Deployment').filter(
      (d) => d.metadata.labels?.['tessera.io/tier'],
    )
    expect(tierDeployments.map((d) => d.metadata.name).sort()).toEqual(c.tiers.map(tierName).sort())
    for (const tier of c.tiers) {
      named(objects, 'Service', tierName(tier))
      const [container] = podTemplates([named(objects, 'Deployment', tierName(tier))])[0]!.spec
        .containers
      expect(envOf(container!, 'SITE_SERVER_TIER')?.value).toBe(tier)
      expect(envOf(container!, 'SITE_SERVER_ADDRESS')?.value).toMatch(
        /^https?:\/\/s\d+\.sites\.[a-z.]+$/,
      )
      const bodyLimit = envOf(container!, 'BODY_LIMIT')?.value
      expect(bodyLimit, tier).toBe(saveBodyLimit(tier as (typeof SITE_TYPES)[number]))
      const memory = mebibytes(container!.resources!.limits!.memory!)
      expect(container!.resources!.requests!.memory).toBe(container!.resources!.limits!.memory)
      // A save is read whole, parsed twice and written: room for six copies and the process,
      // and for Chromium (the drafts' pictures) beside Node's heap.
      expect(memory, tier).toBeGreaterThanOrEqual(256 + 6 * parseInt(bodyLimit!, 10) + 384)
      expect(envOf(container!, 'NODE_OPTIONS')?.value).toBe(
        `--max-old-space-size=${Math.floor(((memory - 384) * 3) / 4)}`,
      )
      expect(envOf(container!, 'PREVIEW_CHROMIUM_PATH')?.value).toBe('/usr/bin/chromium')
    }
  })

  it("lets every site server ask the assets service for the sizes of a site's images", () => {
    for (const tier of c.tiers) {
      const [container] = podTemplates([named(objects, 'Deployment', tierName(tier))])[0]!.spec
        .containers
      expect(envOf(container!, 'ASSETS_GRPC_URL')?.value, tier).toBe(
        `http://${FULLNAME}-assets:4003`,
      )
      expect(envOf(container!, 'CUSTOM_DATA_GRPC_URL')?.value, tier).toBe(
        `http://${FULLNAME}-custom-data:4004`,
      )
    }
    const policy = byKind(objects, 'NetworkPolicy').find(
      (p) => p.metadata.name === `${FULLNAME}-assets`,
    )
    if (!policy) return
    const ingress = (
      policy.spec as {
        ingress: Array<{
          from?: Array<{ podSelector?: { matchLabels: Record<string, string> } }>
          ports?: Array<{ port: string | number }>
        }>
      }
    ).ingress
    const grpcCallers = ingress
      .filter((rule) => rule.ports?.some((p) => p.port === 'grpc'))
      .flatMap((rule) => rule.from ?? [])
      .map((peer) => peer.podSelector?.matchLabels['app.kubernetes.io/component'])
    expect(grpcCallers).toContain('site-server')
  })

  it("routes each tier's host, and every other site host by tier, at the edge", () => {
    const caddyfile = (
      named(objects, 'ConfigMap', `${FULLNAME}-edge`).data as {
        Caddyfile: string
      }
    ).Caddyfile
    const services = new Set(byKind(objects, 'Service').map((s) => s.metadata.name))
    for (const target of caddyfile.matchAll(/reverse_proxy ([a-z0-9-]+):\d+/g)) {
      expect(services.has(target[1]!), target[0]).toBe(true)
    }
    for (const tier of c.tiers) {
      expect(caddyfile).toMatch(new RegExp(`\\n\\t+${tier} ${tierName(tier)}:8090\\n`))
    }
    expect(caddyfile).toContain('forward_auth tessera-test-sites:3002')
    expect(caddyfile).toContain('request_header -Tessera-Site-Tier')
  })

  it('reads every secret from the existing Secret, or from one generated once at install', () => {
    const secretName = c.existingSecret ?? `${FULLNAME}-generated`
    const keys = new Set<string>()
    for (const pod of pods) {
      for (const container of allContainers(pod)) {
        for (const entry of container.env ?? []) {
          const ref = entry.valueFrom?.secretKeyRef
          if (!ref) continue
          expect(ref.name, `${pod.owner.metadata.name} ${entry.name}`).toBe(secretName)
          keys.add(ref.key)
        }
      }
    }
    const generator = byKind(objects, 'Job').find((j) => j.metadata.name.endsWith('-secrets'))
    if (c.existingSecret) {
      expect(generator).toBeUndefined()
      return
    }
    expect(generator?.metadata.annotations?.['helm.sh/hook']).toBe('pre-install,pre-upgrade')
    const [container] = podTemplates([generator!])[0]!.spec.containers
    const generated = envOf(container!, 'SECRET_KEYS')!.value!.split(',')
    expect(generated.sort()).toEqual([...keys].sort())
    // Before anything that reads it: the data stores and the migrations.
    const weight = (o: K8sObject) => Number(o.metadata.annotations?.['helm.sh/hook-weight'] ?? 0)
    const readers = objects.filter(
      (o) => o.metadata.annotations?.['helm.sh/hook'] && o !== generator,
    )
    for (const reader of readers.filter((o) => o.kind !== 'Role' && !o.kind.endsWith('Account'))) {
      if (reader.metadata.name.endsWith('-secrets')) continue
      expect(weight(reader), reader.metadata.name).toBeGreaterThan(weight(generator!))
    }
  })
})

/** Each bad values file and what the schema's message must name. */
const rejected: Array<[file: string, message: string]> = [
  [
    'mode.yaml',
    "at '/customDomains/mode': value must be one of 'onDemand', 'certManager', 'external'",
  ],
  ['tier-name.yaml', "at '/siteServer/tiers': additional properties 'Premium' not allowed"],
  ['tier-host.yaml', "at '/siteServer/tiers/Free/host'"],
  ['no-tier.yaml', "at '/siteServer/tiers': 'anyOf' failed"],
  ['body-limit.yaml', "at '/siteServer/tiers/Paid3/bodyLimitMiB': minimum"],
  ['replicas.yaml', "at '/services/gateway/replicas': got string, want integer"],
  ['store.yaml', "at '/services/auth/stores/1': value must be one of"],
  ['memory.yaml', "at '/services/auth/resources/limits/memory'"],
  ['service-without-port.yaml', "at '/services/reports': missing property 'port'"],
  ['unknown-key.yaml', "additional properties 'replicaCount' not allowed"],
  ['app-host.yaml', "at '/platform/appHost'"],
  ['external-database.yaml', "at '/secrets/existingSecret': validation failed"],
  ['external-storage.yaml', "at '/objectStorage/external/endpoint'"],
  ['on-demand-http.yaml', "at '/platform/scheme': value must be 'https'"],
  ['cert-manager-issuer.yaml', "at '/customDomains/certManager/issuerRef/name': minLength"],
  ['hpa.yaml', "at '/siteServer/tiers/Free/autoscaling/maxReplicas': minimum"],
]

describe('values the schema rejects', () => {
  it('checks every file in test/bad', () => {
    expect(readdirSync(`${ROOT}charts/test/bad`).sort()).toEqual(rejected.map(([f]) => f).sort())
  })

  it.each(rejected)('refuses %s, naming the bad value', (file, message) => {
    const result = helm(['template', RELEASE, CHART, '-f', badValuesFile(file)])
    expect(result.status).not.toBe(0)
    expect(result.stderr).toContain("values don't meet the specifications of the schema")
    expect(result.stderr).toContain(message)
  })
})

describe('the chart itself', () => {
  it('holds objects to the Kubernetes API schemas (a broken one fails)', async () => {
    const deployment = render([], RELEASE).find((o) => o.kind === 'Deployment')!
    const broken = structuredClone(deployment) as K8sObject & {
      spec: { template: { spec: { containers: Array<{ ports: unknown[] }> } } }
    }
    broken.spec.template.spec.containers[0]!.ports = [{ containerPort: 'http' }]
    await expect(validate(broken)).rejects.toThrow(/containerPort must be integer/)
    await expect(validate({ ...deployment, apiVersion: 'apps/v1beta9' })).rejects.toThrow(
      /no Kubernetes schema/,
    )
  })

  it('never asks the cluster for a value (no lookup)', () => {
    for (const file of readdirSync(`${CHART}/templates`)) {
      expect(readFileSync(`${CHART}/templates/${file}`, 'utf8'), file).not.toMatch(/\blookup\s+"/)
    }
  })

  it('has a self-contained values schema', () => {
    const schema = readFileSync(`${CHART}/values.schema.json`, 'utf8')
    const refs = [...schema.matchAll(/"\$ref":\s*"([^"]+)"/g)].map((m) => m[1]!)
    expect(refs.length).toBeGreaterThan(10)
    for (const ref of refs) expect(ref).toMatch(/^#\/\$defs\//)
  })
})
