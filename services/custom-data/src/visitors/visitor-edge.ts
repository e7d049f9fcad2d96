import type { NextFunction, Request, RequestHandler, Response } from 'express'
import type { CustomDataConfig } from '../config.js'
import type { SitesDirectory } from '../sites/sites-directory.js'

/** A visitor's request body is small: a form's fields, a proof of work, a secret. */
export const VISITOR_BODY_LIMIT = 16 * 1024

function refuse(res: Response, status: number, code: string, message: string): void {
  res.status(status).json({ code, message })
}

const SITE_PATH = /^\/sites\/([^/]+)\/custom_data(\/|$)/
/** The collections read API: published data, read from anywhere. */
const READ_PATH = /^\/sites\/[^/]+\/collections\//

/** Any origin may read published items; nothing is sent with credentials. */
function anyOrigin(req: Request, res: Response, next: NextFunction): void {
  res.setHeader('access-control-allow-origin', '*')
  res.setHeader('access-control-expose-headers', 'X-Request-Id, Retry-After, X-Cache')
  if (req.method === 'OPTIONS') {
    res.setHeader('access-control-allow-methods', 'GET, OPTIONS')
    res.setHeader('access-control-allow-headers', 'Content-Type, Accept-Language')
    res.setHeader('access-control-max-age', '600')
    res.status(204).end()
    return
  }
  next()
}

/**
 * CORS for custom data: the app's origins always; a site's own origins (its subdomain and
 * verified domains) for that site's paths; nothing else. A request from any other origin is
 * refused before it is read, so a form elsewhere cannot post into a site's tables. The
 * collections read API answers every origin: it serves only what is published.
 */
export function customDataCors(config: CustomDataConfig, sites: SitesDirectory): RequestHandler {
  const appOrigins = new Set(config.APP_ORIGINS)
  const siteHosts = async (siteId: string): Promise<string[]> => {
    const site = await sites.getSite(siteId).catch(() => undefined)
    if (!site) return []
    return [`${site.subdomain}.${config.SITES_BASE_DOMAIN}`, ...site.customDomains]
  }
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.headers.origin
    if (READ_PATH.test(req.path)) return anyOrigin(req, res, next)
    const sitePath = SITE_PATH.exec(req.path)
    const isOurs = sitePath || req.path.startsWith('/mailing_lists/')
    if (!origin || !isOurs) return next()
    const allow = (withAuth: boolean) => {
      res.setHeader('access-control-allow-origin', origin)
      res.setHeader('vary', 'Origin')
      res.setHeader(
        'access-control-expose-headers',
        'X-Request-Id, Retry-After, Content-Disposition',
      )
      if (req.method === 'OPTIONS') {
        res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS')
        res.setHeader(
          'access-control-allow-headers',
          withAuth ? 'Authorization, Content-Type, Accept-Language, X-Request-Id' : 'Content-Type',
        )
        res.setHeader('access-control-max-age', '600')
        res.status(204).end()
        return
      }
      next()
    }
    if (appOrigins.has(origin)) return allow(true)
    let host: string
    try {
      const url = new URL(origin)
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme')
      host = url.hostname.toLowerCase()
    } catch {
      return refuse(res, 403, 'Forbidden', 'This origin may not call the API')
    }
    if (!sitePath) return refuse(res, 403, 'Forbidden', 'This origin may not call the API')
    siteHosts(decodeURIComponent(sitePath[1]!)).then(
      (hosts) =>
        hosts.includes(host)
          ? allow(false)
          : refuse(res, 403, 'Forbidden', 'This origin may not call the API'),
      next,
    )
  }
}

/**
 * Refuses a visitor's body over 16 KB before it is read. Without a token a request must say
 * how long it is; an owner's (with a token) may be larger, up to BODY_LIMIT.
 */
export function visitorBodyLimit(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'POST' || req.headers.authorization) return next()
    const length = req.headers['content-length']
    if (length === undefined || !/^\d+$/.test(length) || Number(length) > VISITOR_BODY_LIMIT) {
      return refuse(res, 400, 'InvalidFormData', 'The request body is too large')
    }
    next()
  }
}
