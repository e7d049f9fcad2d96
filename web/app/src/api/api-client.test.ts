import { describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../testing/fake-api'
import { ApiClient, type ApiClientHooks } from './api-client'
import { ApiError, NETWORK_FAILURE } from './api-error'

function client(routes: Parameters<typeof fakeApi>[0], hooks: Partial<ApiClientHooks> = {}) {
  const api = fakeApi(routes)
  const onUnauthorized = vi.fn()
  const full: ApiClientHooks = {
    token: () => 'tok',
    locale: () => 'zh-TW',
    onUnauthorized,
    onLoginScreen: () => false,
    ...hooks,
  }
  return { client: new ApiClient(full, '/api/', api.fetch), api, onUnauthorized }
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('expected a failure')
}

describe('ApiClient', () => {
  it('sends JSON with the bearer token and the chosen language', async () => {
    const { client: c, api } = client({ 'POST things': () => ({ body: { ok: true } }) })
    await expect(c.post('things', { body: { a: 1 } })).resolves.toEqual({ ok: true })
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: 'things',
      body: { a: 1 },
      headers: { authorization: 'Bearer tok', 'accept-language': 'zh-TW' },
    })
  })

  it('leaves the token off calls that must not carry it', async () => {
    const { client: c, api } = client({ 'POST auth/logins': () => ({ body: {} }) })
    await c.post('auth/logins', { body: {}, auth: 'never' })
    expect(api.calls[0]?.headers.authorization).toBeUndefined()
  })

  it('turns ISO date strings into dates, both ways', async () => {
    const { client: c, api } = client({
      'POST dated': () => ({
        body: {
          created_at: '2026-01-02T03:04:05.678Z',
          name: '2026 plans',
          nested: [{ at: '2026-05-06T07:08:09Z' }],
        },
      }),
    })
    const answer = await c.post<{ created_at: Date; name: string; nested: Array<{ at: Date }> }>(
      'dated',
      {
        body: { when: new Date('2026-03-04T05:06:07.000Z') },
      },
    )
    expect(answer.created_at).toBeInstanceOf(Date)
    expect(answer.created_at.toISOString()).toBe('2026-01-02T03:04:05.678Z')
    expect(answer.nested[0]?.at.getTime()).toBe(Date.UTC(2026, 4, 6, 7, 8, 9))
    expect(answer.name).toBe('2026 plans')
    expect(api.calls[0]?.body).toEqual({ when: '2026-03-04T05:06:07.000Z' })
  })

  it.each([400, 403, 404])('raises {code, message} on %i', async (status) => {
    const { client: c, onUnauthorized } = client({
      'GET x': () => ({ status, body: { code: 'SomeCode', message: 'Some message' } }),
    })
    const error = await failure(c.get('x'))
    expect(error).toMatchObject({ status, code: 'SomeCode', message: 'Some message' })
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it.each([500, 502, 503])('raises NETWORK_FAILURE on %i', async (status) => {
    const { client: c } = client({
      'GET x': () => ({ status, body: { code: 'Internal', message: 'leak' } }),
    })
    const error = await failure(c.get('x'))
    expect(error.code).toBe(NETWORK_FAILURE)
  })

  it('raises NETWORK_FAILURE when nothing answers', async () => {
    const c = new ApiClient(
      {
        token: () => undefined,
        locale: () => 'en',
        onUnauthorized: vi.fn(),
        onLoginScreen: () => false,
      },
      '/api/',
      () => Promise.reject(new TypeError('Failed to fetch')),
    )
    expect((await failure(c.get('x'))).code).toBe(NETWORK_FAILURE)
  })

  it('ends the session on a 401', async () => {
    const { client: c, onUnauthorized } = client({
      'GET sites': () => ({ status: 401, body: { code: 'Unauthorized', message: 'expired' } }),
    })
    const error = await failure(c.get('sites'))
    expect(error).toMatchObject({ status: 401, code: 'Unauthorized' })
    expect(onUnauthorized).toHaveBeenCalledOnce()
  })

  it('does not end the session on a 401 from login calls or on the Login screen', async () => {
    const { client: c, onUnauthorized } = client({
      'POST auth/logins': () => ({ status: 401, body: {} }),
    })
    await failure(c.post('auth/logins'))
    expect(onUnauthorized).not.toHaveBeenCalled()

    const onLogin = client(
      { 'GET users/1': () => ({ status: 401 }) },
      { onLoginScreen: () => true },
    )
    await failure(onLogin.client.get('users/1'))
    expect(onLogin.onUnauthorized).not.toHaveBeenCalled()
  })

  it('builds query strings and skips empty values', () => {
    const { client: c } = client({})
    expect(c.url('site-assets', { page: 2, search: 'cat photo', siteId: undefined })).toBe(
      '/api/site-assets?page=2&search=cat+photo',
    )
  })
})

describe('ApiClient.raw', () => {
  it('sends text with its type and the token, and hands back the answer unread', async () => {
    const seen: Array<{ url: string; init: RequestInit | undefined }> = []
    const c = new ApiClient(
      {
        token: () => 'tok',
        locale: () => 'en',
        onUnauthorized: vi.fn(),
        onLoginScreen: () => false,
      },
      '/api/',
      (input, init) => {
        seen.push({ url: String(input), init })
        return Promise.resolve(new Response('{"progress":1}\n', { status: 200 }))
      },
    )
    const response = await c.raw('POST', 'sites/s1/custom_data/import', {
      query: { table_name: 'a b', skip_errors: true },
      text: 'email\na@b.test\n',
      contentType: 'text/csv',
    })
    expect(await response.text()).toBe('{"progress":1}\n')
    expect(seen[0]?.url).toBe('/api/sites/s1/custom_data/import?table_name=a+b&skip_errors=true')
    expect(seen[0]?.init?.body).toBe('email\na@b.test\n')
    expect(seen[0]?.init?.headers).toMatchObject({
      authorization: 'Bearer tok',
      'content-type': 'text/csv',
    })
  })

  it('raises a refusal as request does', async () => {
    const c = new ApiClient(
      {
        token: () => 'tok',
        locale: () => 'en',
        onUnauthorized: vi.fn(),
        onLoginScreen: () => false,
      },
      '/api/',
      () =>
        Promise.resolve(
          new Response(JSON.stringify({ code: 'row_length', message: 'row_length at line 3' }), {
            status: 400,
          }),
        ),
    )
    const error = await failure(c.raw('POST', 'x', { text: 'a' }))
    expect(error).toMatchObject({ status: 400, code: 'row_length' })
  })
})
