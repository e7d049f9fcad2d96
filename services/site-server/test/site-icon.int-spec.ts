import { beforeAll, describe, expect, it } from 'vitest'
import {
  createSiteFor,
  hostOf,
  load,
  register,
  siteServer,
  visit,
  type PageResponse,
  type SavedBody,
  type SiteBody,
  type User,
} from './helpers.js'
import { greyPng, uploadPng, type ImageAsset } from './images.js'

/** The icon and manifest links of a page's head, as `rel href [sizes]`. */
const iconLinks = (page: PageResponse) =>
  [...page.text.matchAll(/<link rel="(icon|apple-touch-icon|manifest)"([^>]*)>/g)].map(
    ([, rel, rest]) => ({
      rel: rel!,
      href: /href="([^"]+)"/.exec(rest!)?.[1]?.replaceAll('&amp;', '&'),
      sizes: /sizes="([^"]+)"/.exec(rest!)?.[1],
    }),
  )

/** The sides of the images an ICO file lists in its directory. */
function icoSides(ico: Buffer): number[] {
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1])
  return Array.from({ length: ico.readUInt16LE(4) }, (_, i) => ico.readUInt8(6 + 16 * i) || 256)
}

/** A PNG's width and height, from its header. */
function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
  return [png.readUInt32BE(16), png.readUInt32BE(20)]
}

const fetchFile = async (url: string) => {
  const res = await fetch(url)
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: Buffer.from(await res.arrayBuffer()),
  }
}

/** Sets the site's icon in its SEO settings, as the SEO tab saves them. */
async function setIcon(user: User, siteId: string, icon: string): Promise<void> {
  const loaded = await load(user, siteId)
  const defaults = JSON.parse(loaded.defaults) as { seo?: Record<string, unknown> }
  defaults.seo = { ...defaults.seo, icon }
  const saved = await siteServer.patch<SavedBody>(`/api/sites/${siteId}`, {
    token: user.token,
    body: { defaults: JSON.stringify(defaults), update_key: loaded.update_key },
  })
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
}

describe("a site's icon from one uploaded image", () => {
  let user: User
  let site: SiteBody
  let host = ''
  let image: ImageAsset

  beforeAll(async () => {
    user = await register()
    site = await createSiteFor(user, () => {}, { publish: true })
    host = hostOf(site.subdomain)
    // Wider than tall: fitted whole inside each square.
    image = await uploadPng(user, site.id, greyPng(640, 480, 90))
  })

  it('links nothing and answers /favicon.ico with no content while the site has none', async () => {
    const page = await visit(host, '/')
    expect(page.status).toBe(200)
    expect(iconLinks(page)).toEqual([])
    const favicon = await visit(host, '/favicon.ico')
    expect(favicon.status).toBe(204)
    expect(favicon.body.length).toBe(0)
    expect((await visit(host, '/manifest.webmanifest')).status).toBe(404)
  })

  it('serves favicon.ico, the apple-touch-icon and the manifest icons, linked from every page', async () => {
    await setIcon(user, site.id, image.url)
    // The first visit asks for the sizes; pages link them once the image worker has made them.
    await expect
      .poll(async () => iconLinks(await visit(host, '/')).length, {
        timeout: 60_000,
        interval: 250,
      })
      .toBe(4)
    const links = iconLinks(await visit(host, '/'))
    const base = image.url.replace(/\.png$/, '')
    expect(links).toEqual([
      { rel: 'icon', href: `${base}-icon.ico`, sizes: '16x16 32x32 48x48' },
      { rel: 'icon', href: `${base}-icon-192.png`, sizes: '192x192' },
      { rel: 'apple-touch-icon', href: `${base}-icon-180.png`, sizes: undefined },
      { rel: 'manifest', href: '/manifest.webmanifest', sizes: undefined },
    ])

    const favicon = await visit(host, '/favicon.ico')
    expect(favicon.status).toBe(302)
    expect(favicon.headers.location).toBe(`${base}-icon.ico`)
    const ico = await fetchFile(favicon.headers.location as string)
    expect([ico.status, ico.type]).toEqual([200, 'image/x-icon'])
    expect(icoSides(ico.bytes)).toEqual([16, 32, 48])

    const touch = await visit(host, '/apple-touch-icon.png')
    expect([touch.status, touch.headers.location]).toEqual([302, links[2]!.href])
    const apple = await fetchFile(links[2]!.href!)
    expect([apple.status, apple.type]).toEqual([200, 'image/png'])
    expect(pngSize(apple.bytes)).toEqual([180, 180])

    const manifest = await visit(host, '/manifest.webmanifest')
    expect(manifest.status).toBe(200)
    expect(manifest.headers['content-type']).toBe('application/manifest+json')
    const icons = (JSON.parse(manifest.text) as { icons: Array<{ src: string; sizes: string }> })
      .icons
    expect(icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512'])
    for (const icon of icons) {
      const file = await fetchFile(icon.src)
      expect([file.status, file.type]).toEqual([200, 'image/png'])
      expect(pngSize(file.bytes).map(String)).toEqual(icon.sizes.split('x'))
    }
    // The original stays as it was uploaded.
    expect(pngSize((await fetchFile(image.url)).bytes)).toEqual([640, 480])
  })
})
