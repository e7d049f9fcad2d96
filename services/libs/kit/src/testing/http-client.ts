export interface ApiResponse<T = unknown> {
  status: number
  headers: Headers
  body: T
}

export interface RequestOptions {
  body?: unknown
  /** Sent as-is, for malformed or oversized bodies. */
  rawBody?: string
  token?: string
  headers?: Record<string, string>
}

/** A small JSON client for integration tests: every answer, never a throw on 4xx/5xx. */
export function apiClient(baseUrl: string) {
  async function request<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers }
    let body: string | undefined
    if (options.rawBody !== undefined) {
      body = options.rawBody
      headers['content-type'] ??= 'application/json'
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body)
      headers['content-type'] = 'application/json'
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`
    const res = await fetch(new URL(path, baseUrl), { method, headers, body })
    const text = await res.text()
    let parsed: unknown = text
    if (res.headers.get('content-type')?.includes('json') && text) parsed = JSON.parse(text)
    return { status: res.status, headers: res.headers, body: parsed as T }
  }
  return {
    request,
    get: <T = Record<string, unknown>>(path: string, o?: RequestOptions) =>
      request<T>('GET', path, o),
    post: <T = Record<string, unknown>>(path: string, o?: RequestOptions) =>
      request<T>('POST', path, o),
    patch: <T = Record<string, unknown>>(path: string, o?: RequestOptions) =>
      request<T>('PATCH', path, o),
    delete: <T = Record<string, unknown>>(path: string, o?: RequestOptions) =>
      request<T>('DELETE', path, o),
  }
}

export type ApiClient = ReturnType<typeof apiClient>
