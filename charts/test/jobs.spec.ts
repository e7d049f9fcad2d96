import { spawnSync } from 'node:child_process'
import { createServer, type Server } from 'node:net'
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { domainIngress, ingressName } from '../../infra/images/jobs/domain-ingresses.mjs'
import { publicReadPolicy } from '../../infra/images/jobs/ensure-bucket.mjs'
import { missingData } from '../../infra/images/jobs/ensure-secret.mjs'
import { ROOT } from './helm.js'

describe("the chart's jobs", () => {
  it('generates only the keys a Secret lacks, each a fresh URL-safe value', () => {
    const data = missingData(['image-api-key', 'postgres-password', 'redis-password'], {
      'postgres-password': 'a2VwdA==',
    })
    expect(Object.keys(data).sort()).toEqual(['image-api-key', 'redis-password'])
    const values = Object.values(data).map((v) => Buffer.from(v, 'base64').toString())
    for (const value of values) expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(values[0]).not.toBe(values[1])
    expect(missingData(['image-api-key'], { 'image-api-key': 'eA==' })).toEqual({})
  })

  it('makes the bucket readable by anyone under assets/ and nowhere else', () => {
    const policy = publicReadPolicy('tessera-assets', 'assets/')
    // One grant: anyone may read objects under assets/, and nothing more.
    expect(
      policy.Statement.map((grant) => [
        grant.Effect,
        grant.Principal,
        grant.Action,
        grant.Resource,
      ]),
    ).toEqual([
      ['Allow', { AWS: ['*'] }, ['s3:GetObject'], ['arn:aws:s3:::tessera-assets/assets/*']],
    ])
  })

  it('gives each verified domain a valid Ingress to the edge, with a certificate of its own', () => {
    const settings = {
      prefix: 'tessera-domain',
      ingressClass: 'nginx',
      annotations: { 'cert-manager.io/cluster-issuer': 'letsencrypt' },
      labels: { 'app.kubernetes.io/instance': 'tessera', 'app.kubernetes.io/component': 'domains' },
      edgeService: 'tessera-edge',
    }
    const ingress = domainIngress('shop.example.com', settings)
    // Plain data from a JavaScript job: its string fields are checked by the schema, not by types.
    const data = ingress as unknown as ConstructorParameters<typeof Ingress>[0]
    expect(() => new Ingress(data).validate()).not.toThrow()
    expect(ingress.metadata.name).toMatch(/^tessera-domain-[0-9a-f]{16}$/)
    expect(ingress.metadata.name).toBe(ingressName('tessera-domain', 'shop.example.com'))
    expect(ingressName('tessera-domain', 'blog.example.com')).not.toBe(ingress.metadata.name)
    expect(ingress.metadata.annotations).toMatchObject(settings.annotations)
    expect(ingress.spec.tls).toEqual([
      { hosts: ['shop.example.com'], secretName: `${ingress.metadata.name}-tls` },
    ])
    expect(ingress.spec.rules[0]!.host).toBe('shop.example.com')
    expect(ingress.spec.rules[0]!.http.paths[0]!.backend.service.name).toBe('tessera-edge')
  })

  describe('wait-for', () => {
    let server: Server
    let port: number
    beforeAll(async () => {
      server = createServer((socket) => socket.end())
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      port = (server.address() as { port: number }).port
    })
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

    const waitFor = (addresses: string) =>
      spawnSync(process.execPath, [`${ROOT}infra/images/jobs/wait-for.mjs`], {
        encoding: 'utf8',
        env: { ...process.env, WAIT_FOR: addresses, WAIT_SECONDS: '2' },
      })

    it('returns once every address answers', () => {
      const result = waitFor(`127.0.0.1:${port}`)
      expect(result.status, result.stderr).toBe(0)
      expect(result.stdout).toContain(`127.0.0.1:${port} answers`)
    })

    it('fails, naming the address, when one never answers', () => {
      const closed = new Promise<number>((resolve) => {
        const probe = createServer()
        probe.listen(0, '127.0.0.1', () => {
          const free = (probe.address() as { port: number }).port
          probe.close(() => resolve(free))
        })
      })
      return closed.then((free) => {
        const result = waitFor(`127.0.0.1:${port},127.0.0.1:${free}`)
        expect(result.status).toBe(1)
        expect(result.stderr).toContain(`127.0.0.1:${free} did not answer`)
      })
    })
  })
})
