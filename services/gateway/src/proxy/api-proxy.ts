import {
  Agent,
  request,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http'
import type { Logger } from 'pino'
import type { GatewayConfig } from '../config.js'
import { resolveRootRoute, resolveRoute, serviceUrls } from './route-table.js'

/** Answers in the API's `{code, message}` envelope. */
export function sendError(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
): void {
  if (res.headersSent) return
  res.statusCode = status
  res.setHeader('content-type', 'application/json; charset=utf-8')
  res.end(JSON.stringify({ code, message }))
}

/** True when the declared body is over the limit (or unreadable); checked before any byte moves. */
export function overBodyLimit(req: IncomingMessage, limit: number): boolean {
  const length = Number(req.headers['content-length'] ?? 0)
  return Number.isNaN(length) || length > limit
}

/** Hop-by-hop headers: each connection's own, never forwarded (RFC 9110 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
])

/** Upstreams by base URL, parsed once. */
interface Upstream {
  hostname: string
  port: number
  host: string
}

/** Appends to a forwarding header the client (or a proxy before us) may have set. */
function forwarded(existing: string | string[] | undefined, value: string): string {
  return existing === undefined ? value : `${String(existing)},${value}`
}

/**
 * Forwards `/api/<resource>/...` (given as `path`, `/<resource>/...`) to the owning service,
 * or with `outsideApi` a path of `rootRoutes` (`/oauth/token`) as it is.
 * Request ids travel along; services verify tokens themselves, so nothing here vouches for a
 * user. Returns the matched route pattern, for metrics, or undefined when none matched.
 *
 * A plain node:http client on keep-alive connections, as lean as a proxy gets: the request's
 * headers copied once (minus hop-by-hop ones and `x-user-id`), the body, if any, streamed as it
 * comes (never parsed), and the answer streamed back with its status and headers.
 */
export function apiProxy(
  config: GatewayConfig,
  logger: Logger,
): (
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  outsideApi?: boolean,
) => string | undefined {
  const urls = serviceUrls(config)
  const upstreams = new Map<string, Upstream>()
  const upstreamOf = (target: string): Upstream => {
    let upstream = upstreams.get(target)
    if (upstream === undefined) {
      const url = new URL(target)
      upstream = { hostname: url.hostname, port: Number(url.port || 80), host: url.host }
      upstreams.set(target, upstream)
    }
    return upstream
  }
  // Without a keep-alive agent every request opens a new upstream connection.
  const agent = new Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000 })
  const timeout = config.PROXY_TIMEOUT_MS

  const failed = (err: Error, req: IncomingMessage, res: ServerResponse) => {
    logger.error({ err, url: req.url }, 'upstream failed')
    if (res.headersSent) res.destroy()
    else sendError(res, 502, 'None', 'The service is unavailable, try again later')
  }

  return (req, res, path, outsideApi = false) => {
    const resolved = outsideApi ? resolveRootRoute(path, urls) : resolveRoute(path, urls)
    if (!resolved) {
      sendError(res, 404, 'NotFound', 'Not found')
      return undefined
    }
    const upstream = upstreamOf(resolved.target)

    const incoming = req.headers
    const headers: OutgoingHttpHeaders = {}
    for (const name in incoming) {
      if (HOP_BY_HOP.has(name) || name === 'x-user-id') continue
      headers[name] = incoming[name]
    }
    // Services see where the request came from, and address themselves by their own host.
    const socket = req.socket
    headers['x-forwarded-for'] = forwarded(incoming['x-forwarded-for'], socket.remoteAddress ?? '')
    headers['x-forwarded-port'] = forwarded(
      incoming['x-forwarded-port'],
      String(socket.localPort ?? ''),
    )
    headers['x-forwarded-proto'] = forwarded(
      incoming['x-forwarded-proto'],
      'encrypted' in socket && socket.encrypted ? 'https' : 'http',
    )
    headers['x-forwarded-host'] = incoming['x-forwarded-host'] ?? incoming.host ?? ''
    headers.host = upstream.host

    const upstreamReq = request(
      {
        agent,
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path,
        headers,
      },
      (answer) => {
        const out: OutgoingHttpHeaders = {}
        const answered = answer.headers
        for (const name in answered) {
          if (!HOP_BY_HOP.has(name)) out[name] = answered[name]
        }
        res.writeHead(answer.statusCode ?? 502, out)
        answer.pipe(res)
        answer.once('error', (err) => failed(err, req, res))
      },
    )
    upstreamReq.setTimeout(timeout, () =>
      upstreamReq.destroy(new Error(`no answer within ${timeout} ms`)),
    )
    upstreamReq.once('error', (err) => failed(err, req, res))
    // A client gone before the answer ends: the upstream request is dropped too.
    res.once('close', () => {
      if (!res.writableFinished) upstreamReq.destroy()
    })
    const hasBody =
      incoming['content-length'] !== undefined
        ? incoming['content-length'] !== '0'
        : incoming['transfer-encoding'] !== undefined
    if (hasBody) req.pipe(upstreamReq)
    else upstreamReq.end()
    return outsideApi ? resolved.pattern : `/api/${resolved.pattern}`
  }
}
