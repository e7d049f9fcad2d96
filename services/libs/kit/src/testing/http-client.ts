import { contractViolation, type ContractSide } from './contract.js'

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

export interface ApiClientOptions {
  /**
   * Checks every answer against the API's OpenAPI document (testing/contract.ts): `gateway`
   * for the public API, `site-server` for a site server's own; none for a service called
   * directly, behind the gateway.
   */
  contract?: ContractSide
}

/** A small JSON client for integration tests: every answer, never a throw on 4xx/5xx. */
export function apiClient(baseUrl: string, { contract }: ApiClientOptions = {}) {
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
    if (contract && method !== 'HEAD') {
      const violation = contractViolation(
        contract,
        method,
        path,
        res.status,
        parsed,
        res.headers.get('content-type'),
      )
      if (violation) throw new Error(violation)
    }
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
