import type { RequestHandler } from 'express'

/**
 * The app's pages anyone may visit and search engines may list (platform.md section 2, public
 * routes). Accounts, sites, assets, the builder and previews are private or per-user.
 */
export const PUBLIC_PAGES = ['/', '/templates', '/signup', '/login', '/privacy', '/terms'] as const

/** Private paths crawlers are asked to leave alone. */
const DISALLOWED = [
  '/api/',
  '/sites',
  '/site-assets',
  '/settings',
  '/build',
  '/preview',
  '/confirm-email',
  '/reset-password',
  '/session-expired',
]

/** The origin the visitor used (behind the edge, its forwarded scheme and host). */
function originOf(req: Parameters<RequestHandler>[0]): string {
  const forwarded = req.get('x-forwarded-proto')?.split(',')[0]?.trim()
  const scheme = forwarded === 'https' || forwarded === 'http' ? forwarded : req.protocol
  return `${scheme}://${req.get('host') ?? 'localhost'}`
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** `/robots.txt` and `/sitemap.xml` for the app's origin. */
export function crawlerFiles(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    if (req.path === '/robots.txt') {
      const lines = [
        'User-agent: *',
        ...DISALLOWED.map((path) => `Disallow: ${path}`),
        'Allow: /',
        '',
        `Sitemap: ${originOf(req)}/sitemap.xml`,
        '',
      ]
      res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600')
      res.send(lines.join('\n'))
      return
    }
    if (req.path === '/sitemap.xml') {
      const origin = originOf(req)
      const urls = PUBLIC_PAGES.map(
        (path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`,
      )
      res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600')
      res.send(
        [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
          ...urls,
          '</urlset>',
          '',
        ].join('\n'),
      )
      return
    }
    next()
  }
}
