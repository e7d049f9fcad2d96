import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import type { GatewayConfig } from '../config.js'
import { sendError } from '../proxy/api-proxy.js'

interface Rule {
  name: string
  method: string
  path: string
  limit: { points: number; seconds: number }
}

/** The endpoints worth guessing at: each gets a per-address budget. */
export function rateLimitRules(config: GatewayConfig): Rule[] {
  return [
    { name: 'login', method: 'POST', path: '/api/auth/logins', limit: config.RATE_LIMIT_LOGIN },
    {
      name: 'registration',
      method: 'POST',
      path: '/api/users/registrations',
      limit: config.RATE_LIMIT_REGISTRATION,
    },
    // Agents register themselves (RFC 7591) without an account: the same budget as sign-ups.
    {
      name: 'client-registration',
      method: 'POST',
      path: '/oauth/register',
      limit: config.RATE_LIMIT_REGISTRATION,
    },
    {
      name: 'password-reset',
      method: 'POST',
      path: '/api/auth/logins/reset-password',
      limit: config.RATE_LIMIT_PASSWORD_RESET,
    },
  ]
}

/** Lets a request for `path` (the full path, with `/api`) through, or answers 429 itself. */
export type RateLimit = (
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  next: () => void,
) => void

/**
 * Counts attempts per client address (`clientIp`, as the trusted proxies tell it) in Redis, so
 * every gateway replica shares the budget. If Redis is down, an in-memory limiter per replica
 * keeps protecting the endpoints.
 */
export function rateLimiting(
  config: GatewayConfig,
  redis: Redis,
  logger: Logger,
  clientIp: (req: IncomingMessage) => string,
): RateLimit {
  const limiters = rateLimitRules(config).map((rule) => {
    const options = {
      points: rule.limit.points,
      duration: rule.limit.seconds,
      keyPrefix: `${config.REDIS_PREFIX}:rl:${rule.name}`,
    }
    return {
      rule,
      limiter: new RateLimiterRedis({
        ...options,
        storeClient: redis,
        insuranceLimiter: new RateLimiterMemory(options),
      }),
    }
  })
  const methods = new Set(limiters.map(({ rule }) => rule.method))
  return (req, res, fullPath, next) => {
    // Most requests (every GET) are no rule's: they pass without looking at the path.
    if (!methods.has(req.method ?? '')) return next()
    const path = fullPath.split('?')[0]!.replace(/\/+$/, '')
    const match = limiters.find(({ rule }) => rule.method === req.method && rule.path === path)
    if (!match) return next()
    match.limiter.consume(clientIp(req)).then(
      () => next(),
      (rejection: unknown) => {
        if (!(rejection instanceof RateLimiterRes)) {
          logger.error({ err: rejection }, 'rate limiter failed')
          return next()
        }
        res.setHeader('Retry-After', String(Math.ceil(rejection.msBeforeNext / 1000)))
        sendError(res, 429, 'TooManyRequests', 'Too many attempts, try again later')
      },
    )
  }
}
