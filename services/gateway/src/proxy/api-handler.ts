import type { IncomingMessage } from 'node:http'
import { logRequest, type FirstHandler, type Metrics } from '@tessera/kit'
import cors, { type CorsOptions } from 'cors'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import proxyAddr from 'proxy-addr'
import type { GatewayConfig } from '../config.js'
import { serveContract } from '../contract/api-docs.js'
import { rateLimiting } from '../rate-limit/rate-limits.js'
import { apiProxy, overBodyLimit, sendError } from './api-proxy.js'
import { answersOwnCors, rootRouteOf } from './route-table.js'

/** The app's CORS for the API: its own origins, with the headers it sends. */
export function apiCors(config: GatewayConfig): CorsOptions {
  return {
    origin: config.APP_ORIGINS,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'Accept-Language',
      'X-Request-Id',
      // The image jobs API's credential (/api/jobs).
      'X-Image-Api-Key',
    ],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  }
}

/**
 * OAuth's endpoints are called by agents from anywhere, some from a browser page of their own
 * origin: open to every origin, with no cookies involved (tokens travel in the body or header).
 */
export const oauthCors: CorsOptions = {
  origin: '*',
  methods: ['GET', 'POST'],
  allowedHeaders: ['Authorization', 'Content-Type', 'MCP-Protocol-Version'],
  maxAge: 600,
}

/** What lies below `/api` in `url` (`/users/1?x`), or undefined when `url` is not an API path. */
export function apiPath(url: string): string | undefined {
  if (!url.startsWith('/api')) return undefined
  const rest = url.slice(4)
  if (rest === '' || rest[0] === '?') return `/${rest}`
  return rest[0] === '/' ? rest : undefined
}

export interface ApiHandlerDeps {
  config: GatewayConfig
  logger: Logger
  redis: Redis
  metrics: Metrics
  /** Express's compiled `trust proxy` setting, so addresses are read exactly as Express would. */
  trustProxy: (address: string, hop: number) => boolean
}

/**
 * The API path, in front of Express: every `/api` request is logged, timed, given CORS (unless
 * its service answers CORS itself), rate-limited, checked for size and forwarded, on plain
 * node:http objects. Express's per-request work (its router, request and response wrappers)
 * would cost a proxy more than its own forwarding; the web app and health paths keep Express.
 */
export function apiHandler(deps: ApiHandlerDeps): FirstHandler {
  const { config, logger, metrics } = deps
  const appCors = cors(apiCors(config))
  const clientIp = (req: IncomingMessage) => proxyAddr(req, deps.trustProxy)
  const limit = rateLimiting(config, deps.redis, logger, clientIp)
  const forward = apiProxy(config, logger)
  const openCors = cors(oauthCors)

  return (req, res) => {
    const url = req.url ?? ''
    const path = apiPath(url)
    if (path === undefined) {
      const root = rootRouteOf(url)
      if (!root) return false
      logRequest(logger, req, res)
      let route: string | undefined
      metrics.track(req, res, () => route)
      const send = () =>
        limit(req, res, url, () => {
          if (overBodyLimit(req, config.GATEWAY_BODY_LIMIT))
            return sendError(res, 400, 'InvalidFormData', 'The request body is too large')
          route = forward(req, res, url, true)
        })
      // OAuth's endpoints are open to any origin; the MCP service checks Origin itself.
      if (root.service === 'auth') openCors(req, res, send)
      else send()
      return true
    }
    logRequest(logger, req, res)
    if (serveContract(req, res, path)) return true
    let route: string | undefined
    metrics.track(req, res, () => route)
    const send = () => {
      if (overBodyLimit(req, config.GATEWAY_BODY_LIMIT)) {
        return sendError(res, 400, 'InvalidFormData', 'The request body is too large')
      }
      route = forward(req, res, path)
    }
    const limited = () => limit(req, res, url, send)
    // Published sites' forms: custom data allows each site's own origins itself.
    if (answersOwnCors(path)) limited()
    else appCors(req, res, limited)
    return true
  }
}
