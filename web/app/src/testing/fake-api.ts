/** A fetch stand-in for store and screen tests: routes by "METHOD path" below /api/. */
export type FakeHandler = (request: {
  method: string
  path: string
  search: URLSearchParams
  body: unknown
  headers: Record<string, string>
}) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>

export interface FakeApi {
  fetch: typeof fetch
  calls: Array<{ method: string; path: string; body: unknown; headers: Record<string, string> }>
}

export function fakeApi(routes: Record<string, FakeHandler>): FakeApi {
  const calls: FakeApi['calls'] = []
  const fetcher: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const method = init?.method ?? 'GET'
    const path = url.pathname.replace(/^\/api\//, '')
    const headers = { ...(init?.headers as Record<string, string> | undefined) }
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    calls.push({ method, path, body, headers })
    const handler =
      routes[`${method} ${path}`] ??
      Object.entries(routes).find(([key]) => {
        const [m, p] = key.split(' ')
        return (
          m === method && p !== undefined && new RegExp(`^${p.replace(/\*/g, '[^/]+')}$`).test(path)
        )
      })?.[1]
    if (!handler) return json(404, { code: 'NotFound', message: `no fake for ${method} ${path}` })
    const answer = await handler({ method, path, search: url.searchParams, body, headers })
    return json(answer.status ?? 200, answer.body)
  }
  return { fetch: fetcher, calls }
}

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

/** An unsigned token with the claims the app reads (sub, exp). */
export function fakeToken(userId = 'user-1', expiresInSeconds = 3600): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds
  return `${encode({ alg: 'ES256', typ: 'JWT' })}.${encode({ sub: userId, exp })}.signature`
}

export function fakeUser(overrides: Record<string, unknown> = {}) {
  return {
    id: 'user-1',
    email: 'ada@example.test',
    email_confirmed: true,
    user_type: 'Owner',
    user_status: 'Active',
    created_at: '2026-01-02T03:04:05.000Z',
    identicon_avatar: 'data:image/svg+xml;base64,PHN2Zy8+',
    identity: { id: 'identity-1', name: 'siteAbc123', published: false, subdomain: 'siteabc123' },
    ...overrides,
  }
}

/** A workspace as GET workspaces lists it: user-1's personal one unless overridden. */
export function fakeWorkspace(overrides: Record<string, unknown> = {}) {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    name: '',
    personal: true,
    identicon_avatar: 'data:image/svg+xml;base64,PHN2Zy8+',
    role: 'Owner',
    created_at: '2026-01-02T03:04:05.000Z',
    ...overrides,
  }
}
