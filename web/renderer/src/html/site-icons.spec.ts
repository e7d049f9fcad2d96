import { createSite } from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import { attrs, byTag, parseDocument } from '../testing/dom.js'
import { renderDocument } from './to-html.js'

const BASE = 'https://assets.example.com/assets/a1/b2'

/** The icon and manifest links in a page's head, with their attributes. */
function iconLinks(html: string): Array<Record<string, string>> {
  const head = byTag(parseDocument(html), 'head')[0]!
  return byTag(head, 'link')
    .map(attrs)
    .filter((link) => ['icon', 'apple-touch-icon', 'manifest'].includes(link.rel ?? ''))
}

describe("the site's icon in every page's head", () => {
  it('links the favicon, a large PNG, the apple-touch-icon and the manifest', () => {
    const site = createSite('Icons')
    const html = renderDocument(site, '/home', {
      siteUrl: 'https://bakery.example.com',
      icons: {
        ico: `${BASE}-icon.ico`,
        png: { href: `${BASE}-icon-192.png`, size: 192 },
        appleTouch: `${BASE}-icon-180.png`,
        manifest: '/manifest.webmanifest',
      },
    }).html
    expect(iconLinks(html)).toEqual([
      { rel: 'icon', href: `${BASE}-icon.ico`, sizes: '16x16 32x32 48x48' },
      { rel: 'icon', href: `${BASE}-icon-192.png`, type: 'image/png', sizes: '192x192' },
      { rel: 'apple-touch-icon', href: `${BASE}-icon-180.png` },
      { rel: 'manifest', href: '/manifest.webmanifest' },
    ])
    // In the head, before any content.
    expect(html.indexOf('rel="icon"')).toBeLessThan(html.indexOf('</head>'))
  })

  it('links nothing without icon files, nor addresses a link may not have', () => {
    const site = createSite('No icons')
    expect(iconLinks(renderDocument(site, '/home').html)).toEqual([])
    expect(iconLinks(renderDocument(site, '/home', { icons: {} }).html)).toEqual([])
    const hostile = renderDocument(site, '/home', {
      icons: {
        ico: 'javascript:alert(1)',
        appleTouch: `${BASE}-icon-180.png"><script>alert(1)</script>`,
        png: { href: `${BASE}-icon-192.png`, size: Number.NaN },
      },
    }).html
    expect(hostile).not.toContain('javascript:')
    expect(hostile).not.toContain('<script>alert')
    expect(iconLinks(hostile)).toEqual([])
  })
})
