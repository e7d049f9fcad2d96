import { request } from 'node:http'
import { apiClient, testStack, uniqueEmail } from '@tessera/kit/testing'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, ROOT, startService, type RunningService } from '../../../infra/local/stack.mjs'

interface ErrorBody {
  code: string
  message: string
}

const stack = testStack()
const api = apiClient(stack.gatewayUrl, { contract: 'gateway' })
const started: RunningService[] = []
afterAll(async () => Promise.all(started.map((s) => s.stop())))

/** Another gateway on a port of its own, with some settings changed. */
async function gatewayWith(changes: Record<string, string>) {
  const port = await freePort()
  const gateway = await startService(
    'gateway',
    { ...stack.env.gateway!, PORT: String(port), ...changes },
    { logFile: `${ROOT}/.data/test-logs/gateway-${port}.log` },
  )
  started.push(gateway)
  return apiClient(gateway.url)
}

describe('gateway routing', () => {
  it('answers unknown API resources with a 404 envelope', async () => {
    for (const path of ['/api/nope', '/api/', '/api/usersx/1', '/api/billing_infox']) {
      const res = await api.get<ErrorBody>(path)
      expect(res.status, path).toBe(404)
      expect(res.body).toEqual({ code: 'NotFound', message: 'Not found' })
    }
  })

  it('keeps client connections alive across proxied requests', async () => {
    // fetch hides the Connection header, so ask with node:http.
    const connection = await new Promise<string | undefined>((resolve, reject) => {
      request(new URL('/api/users/registrations', stack.gatewayUrl), { method: 'GET' }, (res) => {
        res.resume()
        resolve(res.headers.connection)
      })
        .on('error', reject)
        .end()
    })
    expect(connection).toBe('keep-alive')
  })

  it('answers 404 in the envelope for unknown routes of a known service', async () => {
    const res = await api.get<ErrorBody>('/api/auth/nothing-here')
    expect(res.status).toBe(404)
    expect(res.body.code).toBe('NotFound')
  })

  it('answers 502 in the envelope when the owning service is down', async () => {
    const gateway = await gatewayWith({ AUTH_SERVICE_URL: `http://127.0.0.1:${await freePort()}` })
    const res = await gateway.post<ErrorBody>('/api/auth/logins', {
      body: { email: 'a@example.test', password: 'whatever1' },
    })
    expect(res.status).toBe(502)
    expect(res.body.code).toBe('None')
    expect(res.body.message).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/)
  })
})

describe('request ids', () => {
  it('makes one when none is sent, and passes it to the service', async () => {
    const res = await api.post('/api/auth/logins', { body: {} })
    expect(res.status).toBe(400)
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('keeps a well-formed id from the caller, and replaces a malformed one', async () => {
    const kept = await api.post('/api/auth/logins', {
      body: {},
      headers: { 'x-request-id': 'trace-abc.123' },
    })
    expect(kept.headers.get('x-request-id')).toBe('trace-abc.123')
    const replaced = await api.get('/api/nope', {
      headers: { 'x-request-id': 'bad id with spaces' },
    })
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('CORS', () => {
  async function preflight(origin: string) {
    return fetch(new URL('/api/auth/logins', stack.gatewayUrl), {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    })
  }

  it('allows the app origin, with the headers the app sends', async () => {
    const origin = stack.env.gateway!.APP_ORIGINS!.split(',')[0]!
    const res = await preflight(origin)
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe(origin)
    const allowed = res.headers.get('access-control-allow-headers')?.toLowerCase().split(',')
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'x-image-api-key']))
  })

  it('does not allow other origins', async () => {
    const res = await preflight('https://evil.example')
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('limits', () => {
  it('refuses a body over the limit before it reaches a service', async () => {
    const res = await api.post<ErrorBody>('/api/auth/logins', {
      rawBody: JSON.stringify({ pad: 'x'.repeat(1024 * 1024 + 10) }),
    })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('InvalidFormData')
  })

  it('rate-limits logins per address with 429 TooManyRequests, leaving other endpoints alone', async () => {
    const gateway = await gatewayWith({
      RATE_LIMIT_LOGIN: '3/60',
      REDIS_PREFIX: `${stack.redisPrefix}-rl`,
    })
    const attempt = () =>
      gateway.post<ErrorBody>('/api/auth/logins', {
        body: { email: uniqueEmail(), password: 'wrong password' },
      })
    for (let i = 0; i < 3; i++) expect((await attempt()).body.code).toBe('InvalidAuth')
    const limited = await attempt()
    expect(limited.status).toBe(429)
    expect(limited.body.code).toBe('TooManyRequests')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    const reset = await gateway.post('/api/auth/logins/reset-password', {
      body: { email: uniqueEmail() },
    })
    expect(reset.status).toBe(200)
  })

  it('rate-limits registrations and password resets too', async () => {
    const gateway = await gatewayWith({
      RATE_LIMIT_REGISTRATION: '1/60',
      RATE_LIMIT_PASSWORD_RESET: '1/60',
      REDIS_PREFIX: `${stack.redisPrefix}-rl2`,
    })
    const register = () =>
      gateway.post<ErrorBody>('/api/users/registrations', {
        body: { email: uniqueEmail(), password: 'long enough' },
      })
    expect((await register()).status).toBe(201)
    expect((await register()).status).toBe(429)
    const reset = () =>
      gateway.post<ErrorBody>('/api/auth/logins/reset-password', { body: { email: uniqueEmail() } })
    expect((await reset()).status).toBe(200)
    expect((await reset()).body.code).toBe('TooManyRequests')
  })
})

describe('the web app', () => {
  it('serves index.html for app paths (SPA fallback) but never for API or health paths', async () => {
    for (const path of ['/', '/sites', '/build/abc', '/settings/info']) {
      const res = await fetch(new URL(path, stack.gatewayUrl), { headers: { accept: 'text/html' } })
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/text\/html/)
      // The built app's page (web/app/dist/index.html) when it exists, else the placeholder.
      expect(await res.text()).toMatch(/<div id="root"><\/div>|<main id="app">/)
    }
    const health = await fetch(new URL('/health/ready', stack.gatewayUrl), {
      headers: { accept: 'text/html' },
    })
    expect(health.headers.get('content-type')).toMatch(/json/)
    const apiPath = await fetch(new URL('/api/nope', stack.gatewayUrl), {
      headers: { accept: 'text/html' },
    })
    expect(apiPath.status).toBe(404)
  })

  it('keeps metrics off the public origin', async () => {
    const direct = await fetch(new URL('/metrics', stack.gatewayUrl))
    expect(direct.status).toBe(200)
    expect(await direct.text()).toContain('http_request_duration_seconds')
    const forwarded = await fetch(new URL('/metrics', stack.gatewayUrl), {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    })
    expect(forwarded.status).toBe(404)
  })
})
