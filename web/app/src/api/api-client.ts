import { apiErrorFrom, networkFailure } from './api-error'
import { parseJson } from './iso-dates'

export type Query = Record<string, string | number | boolean | undefined | null>

export interface RequestOptions {
  body?: unknown
  query?: Query
  /** Send the bearer token: 'always' (default), 'optional' (when logged in), or 'never'. */
  auth?: 'always' | 'optional' | 'never'
  signal?: AbortSignal
  keepalive?: boolean
  /**
   * What a 401 does: 'session' (default) ends the session; 'throw' only raises it, for a caller
   * that handles it (the builder logs in again in a dialog and retries its save).
   */
  unauthorized?: 'session' | 'throw'
}

export interface ApiClientHooks {
  /** The current bearer token, if any. */
  token(): string | undefined
  /** The language the user reads, sent as Accept-Language (e-mails follow it). */
  locale(): string
  /** A 401 outside the login calls: the session is over. */
  onUnauthorized(): void
  /** Whether the user is on the Login screen right now (a 401 there is just a failed login). */
  onLoginScreen(): boolean
}

/** Calls whose 401 means "wrong credentials", never "session over". */
const LOGIN_PATHS = /^(auth\/logins|users\/registrations)(\/|$)/

/**
 * The one way the app talks to the API (same origin, `/api/`): JSON in and out, ISO dates to
 * `Date`, 400/403/404 (and other 4xx with an envelope) raise `{code, message}`, 5xx or no
 * answer raise NETWORK_FAILURE, 401 ends the session.
 */
export class ApiClient {
  constructor(
    private readonly hooks: ApiClientHooks,
    private readonly base = '/api/',
    private readonly fetcher: typeof fetch = (...args) => fetch(...args),
  ) {}

  get<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('GET', path, options)
  }
  post<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('POST', path, options)
  }
  patch<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('PATCH', path, options)
  }
  delete<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('DELETE', path, options)
  }

  url(path: string, query?: Query): string {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) params.set(key, String(value))
    }
    const search = params.toString()
    // An absolute address (a site's own server) is used as it is.
    const base = /^https?:\/\//.test(path) ? path : `${this.base}${path.replace(/^\//, '')}`
    return `${base}${search ? `?${search}` : ''}`
  }

  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const { body, ...rest } = options
    const response = await this.raw(method, path, {
      ...rest,
      // Dates go out as UTC ISO strings: JSON.stringify does that already.
      ...(body === undefined
        ? {}
        : { text: JSON.stringify(body), contentType: 'application/json' }),
      accept: 'application/json',
    })
    if (response.status === 204) return undefined as T
    const text = await response.text()
    return (text ? parseJson(text) : undefined) as T
  }

  /**
   * The answer of a call whose body or answer is not JSON (CSV up and down); failures raise as
   * `request` does.
   */
  async raw(method: string, path: string, options: RawRequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = {
      accept: options.accept ?? '*/*',
      'accept-language': this.hooks.locale(),
    }
    const token = options.auth === 'never' ? undefined : this.hooks.token()
    if (token) headers.authorization = `Bearer ${token}`
    const body = options.text
    if (body !== undefined) headers['content-type'] = options.contentType ?? 'text/plain'
    let response: Response
    try {
      response = await this.fetcher(this.url(path, options.query), {
        method,
        headers,
        body,
        signal: options.signal,
        keepalive: options.keepalive,
      })
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error
      throw networkFailure()
    }
    if (response.status === 401) {
      const loginCall = LOGIN_PATHS.test(path.replace(/^\//, ''))
      // Without a token there was no session to end (a visitor on a public page).
      const handled = options.unauthorized === 'throw'
      if (token && !loginCall && !handled && !this.hooks.onLoginScreen()) {
        this.hooks.onUnauthorized()
      }
      throw apiErrorFrom(401, await bodyText(response), 'Unauthorized')
    }
    if (response.status >= 500) throw networkFailure(response.status)
    if (response.status >= 400) {
      throw apiErrorFrom(response.status, await bodyText(response))
    }
    return response
  }
}

/** A call whose body is text (not JSON) and whose answer is read by the caller. */
export interface RawRequestOptions extends Omit<RequestOptions, 'body'> {
  text?: string
  contentType?: string
  accept?: string
}

/** A failed call's body, or nothing when it cannot be read. */
function bodyText(response: Response): Promise<string> {
  return response.text().catch(() => '')
}
