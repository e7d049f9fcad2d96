import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Body, Controller, Get, Module, Post } from '@nestjs/common'
import type { NestExpressApplication } from '@nestjs/platform-express'
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { Access } from './access/access.decorator.js'
import type { AuthUser } from './auth/auth-user.js'
import { CurrentUser } from './auth/current-user.decorator.js'
import { Public } from './auth/public.decorator.js'
import { bootstrap } from './bootstrap.js'
import { baseConfigSchema, loadConfig } from './config/load-config.js'
import { commonErrors } from './errors/error-catalogue.js'
import { KitModule } from './kit.module.js'
import { apiClient, type ApiClient } from './testing/http-client.js'
import { ZodPipe } from './validation/zod.pipe.js'

const itemBody = z.object({ name: z.string().min(1).max(10) })

@Controller('things')
class ThingsController {
  @Public()
  @Get('public')
  open(): { ok: true } {
    return { ok: true }
  }

  @Access('self')
  @Get('mine')
  mine(@CurrentUser() user: AuthUser): AuthUser {
    return user
  }

  @Public()
  @Get('boom')
  boom(): never {
    throw new Error('connection to db://admin:hunter2@10.0.0.5 failed')
  }

  @Public()
  @Get('forbidden')
  forbidden(): never {
    throw commonErrors.Forbidden()
  }

  @Public()
  @Post()
  create(@Body(new ZodPipe(itemBody)) body: z.infer<typeof itemBody>): { name: string } {
    return body
  }
}

let jwksServer: Server
let app: NestExpressApplication
let api: ApiClient
let signingKey: CryptoKey
const kid = 'test-key'

async function token(
  claims: Record<string, unknown> = {},
  options: { audience?: string; expires?: string; key?: CryptoKey } = {},
) {
  return new SignJWT({ user_type: 'Owner', ...claims })
    .setProtectedHeader({ alg: 'ES256', kid })
    .setSubject('user-1')
    .setIssuer('tessera-auth')
    .setAudience(options.audience ?? 'tessera')
    .setExpirationTime(options.expires ?? '1h')
    .sign(options.key ?? signingKey)
}

beforeAll(async () => {
  const pair = await generateKeyPair('ES256')
  signingKey = pair.privateKey
  const jwks = JSON.stringify({
    keys: [{ ...(await exportJWK(pair.publicKey)), kid, alg: 'ES256' }],
  })
  jwksServer = createServer((_, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(jwks),
  )
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve))
  const config = loadConfig(baseConfigSchema, {
    PORT: '0',
    LOG_LEVEL: 'silent',
    BODY_LIMIT: '2kb',
    AUTH_JWKS_URL: `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/jwks.json`,
  })
  @Module({
    imports: [KitModule.forRoot({ service: 'kit-test', config })],
    controllers: [ThingsController],
  })
  class TestModule {}
  app = await bootstrap({ module: TestModule })
  api = apiClient(await app.getUrl())
})

afterAll(async () => {
  await app?.close()
  jwksServer?.close()
})

describe('KitModule', () => {
  it('lets public routes through without a token', async () => {
    expect((await api.get('/things/public')).body).toEqual({ ok: true })
  })

  it('answers 401 Unauthorized without a valid token, and passes the verified user on', async () => {
    expect((await api.get('/things/mine')).status).toBe(401)
    const other = await generateKeyPair('ES256')
    for (const bad of [
      await token({}, { audience: 'someone-else' }),
      await token({}, { expires: '-1m' }),
      await token({}, { key: other.privateKey }),
      await token({ user_type: 'Root' }),
    ]) {
      const res = await api.get('/things/mine', { token: bad })
      expect(res.status).toBe(401)
      expect(res.body).toEqual({ code: 'Unauthorized', message: expect.any(String) })
    }
    const res = await api.get('/things/mine', { token: await token({ user_type: 'Admin' }) })
    expect(res.body).toEqual({ id: 'user-1', userType: 'Admin', isAdmin: true })
  })

  it('never leaks internals on a 500', async () => {
    const res = await api.get('/things/boom')
    expect(res.status).toBe(500)
    expect(res.body).toEqual({ code: 'None', message: 'Unknown error, try again later' })
    expect(JSON.stringify(res.body)).not.toContain('hunter2')
  })

  it('keeps the code of an ApiError, and answers unknown routes with NotFound', async () => {
    expect((await api.get('/things/forbidden')).body).toMatchObject({ code: 'Forbidden' })
    const missing = await api.get('/nothing/here')
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ code: 'NotFound', message: 'Not found' })
  })

  it('validates bodies: wrong shapes, malformed JSON and oversized bodies answer InvalidFormData', async () => {
    expect((await api.post('/things', { body: { name: 'ok' } })).status).toBe(201)
    for (const options of [
      { body: { name: '' } },
      { body: { name: 5 } },
      { rawBody: '{"name":' },
      { body: { name: 'x'.repeat(5000) } },
    ]) {
      const res = await api.post('/things', options)
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ code: 'InvalidFormData' })
    }
  })

  it('serves health and metrics', async () => {
    expect((await api.get('/health/live')).body).toEqual({ status: 'ok' })
    expect((await api.get('/health/ready')).body).toEqual({ status: 'ok', checks: {} })
    const metrics = await api.get<string>('/metrics')
    expect(metrics.body).toMatch(
      /http_request_duration_seconds_count\{[^}]*route="\/things\/public",status="200"\} 1/,
    )
    expect(metrics.body).toContain('process_cpu_user_seconds_total')
  })

  it('tags every answer with a request id', async () => {
    const res = await api.get('/things/public', { headers: { 'x-request-id': 'abc-123' } })
    expect(res.headers.get('x-request-id')).toBe('abc-123')
  })
})
