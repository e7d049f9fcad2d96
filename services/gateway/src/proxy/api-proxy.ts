import { Agent, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import { createProxyMiddleware } from 'http-proxy-middleware'
import type { Logger } from 'pino'
import type { GatewayConfig } from '../config.js'
import { resolveRoute, serviceUrls } from './route-table.js'

function sendError(res: ServerResponse, status: number, code: string, message: string): void {
  if (res.headersSent) return
  res.statusCode = status
  res.setHeader('content-type', 'application/json; charset=utf-8')
  res.end(JSON.stringify({ code, message }))
}

/** Rejects bodies over the limit before any byte is forwarded. */
export function bodyLimit(limit: number): RequestHandler {
  return (req, res, next) => {
    const length = Number(req.headers['content-length'] ?? 0)
    if (Number.isNaN(length) || length > limit) {
      return sendError(res, 400, 'InvalidFormData', 'The request body is too large')
    }
    next()
  }
}

/**
 * Forwards `/api/<resource>/...` to the owning service as `/<resource>/...`. Request ids
 * travel along; services verify tokens themselves, so nothing here vouches for a user.
 */
export function apiProxy(config: GatewayConfig, logger: Logger): RequestHandler[] {
  const urls = serviceUrls(config)
  const route: RequestHandler = (req, res, next) => {
    const resolved = resolveRoute(req.url, urls)
    if (!resolved) return sendError(res, 404, 'NotFound', 'Not found')
    res.locals.target = resolved.target
    res.locals.route = `/api/${resolved.pattern}`
    next()
  }
  // Without a keep-alive agent every request opens a new upstream connection and the proxy
  // answers `Connection: close`, making browsers reconnect each time.
  const agent = new Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000 })
  const proxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    agent,
    router: (req) => (req as unknown as { res: { locals: { target: string } } }).res.locals.target,
    changeOrigin: true,
    xfwd: true,
    proxyTimeout: config.PROXY_TIMEOUT_MS,
    timeout: config.PROXY_TIMEOUT_MS,
    on: {
      proxyReq: (proxyReq: ClientRequest) => {
        // Services answer for themselves; nothing from the browser may claim an identity downstream.
        proxyReq.removeHeader('x-user-id')
      },
      error: (err, req, res) => {
        logger.error({ err, url: req.url }, 'upstream failed')
        if ('setHeader' in res)
          sendError(res, 502, 'None', 'The service is unavailable, try again later')
      },
    },
  })
  return [route, proxy as unknown as RequestHandler]
}
