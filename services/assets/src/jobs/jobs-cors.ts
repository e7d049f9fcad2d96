import type { RequestHandler } from 'express'
import { IMAGE_API_KEY_HEADER } from './api-key.guard.js'

/**
 * The app reaches the jobs API through the gateway (`/api/jobs`, same origin). Where a
 * deployment exposes this service on its own address instead, browsers call it cross-origin,
 * so these routes answer CORS for the app's origins, as the gateway does under /api.
 */
export function jobsCors(allowedOrigins: string[]): RequestHandler {
  const allowed = new Set(allowedOrigins)
  return (req, res, next) => {
    const origin = req.headers.origin
    if (origin && allowed.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin)
      res.setHeader('Vary', 'Origin')
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
      res.setHeader(
        'Access-Control-Allow-Headers',
        `authorization, content-type, ${IMAGE_API_KEY_HEADER}`,
      )
      res.setHeader('Access-Control-Max-Age', '600')
    }
    if (req.method === 'OPTIONS') {
      res.status(origin && allowed.has(origin) ? 204 : 403).end()
      return
    }
    next()
  }
}
