import { BuiltinComponentId, createSite, type Site } from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import { attr, byTag, parseDocument, type Element } from '../testing/dom.js'
import { addBlock, byName, setInput } from '../testing/fixture-site.js'
import type { ImageSize, ImageVariant } from '../tree/render-page.js'
import { renderDocument } from './to-html.js'

/** The copies the image worker makes of an image `width` pixels wide, as the assets service names them. */
function copiesOf(src: string, width: number, height: number): ImageSize {
  const widths = [320, 640, 960, 1280, 1920].filter((w) => w < width)
  if (width <= 1920) widths.push(width)
  const variants: ImageVariant[] = widths.flatMap((w) =>
    ['avif', 'webp'].map((format) => ({
      url: `${src.replace(/\.\w+$/, '')}-w${w}.${format}`,
      type: `image/${format}`,
      width: w,
    })),
  )
  return { width, height, variants }
}

function gallerySite(): { site: Site; images: string[] } {
  const site = createSite('Gallery')
  const gallery = addBlock(site, BuiltinComponentId.gallery)
  const images = (gallery.children ?? []).map((child, i) => {
    const src = `https://cdn.test/assets/a${i}/photo.jpg`
    setInput(child, 'src', src)
    return src
  })
  return { site, images }
}

const pictures = (html: string) => byTag(parseDocument(html), 'picture')
const sourcesOf = (picture: Element) =>
  byTag(picture, 'source').map((s) => ({
    type: attr(s, 'type'),
    srcset: attr(s, 'srcset'),
    sizes: attr(s, 'sizes'),
  }))

describe('responsive images on published pages', () => {
  it('offers AVIF then WebP copies in a picture, the image keeping its own address and size', () => {
    const site = createSite('One image')
    const image = addBlock(site, BuiltinComponentId.image)
    const src = 'https://cdn.test/assets/a1/hero.png'
    setInput(image, 'src', src)
    const sizes: Record<string, ImageSize> = { [src]: copiesOf(src, 1000, 500) }
    const { html } = renderDocument(site, '/home', { imageSize: (s) => sizes[s] })
    const [picture] = pictures(html)
    expect(picture).toBeDefined()
    expect(sourcesOf(picture!)).toEqual([
      {
        type: 'image/avif',
        srcset:
          'https://cdn.test/assets/a1/hero-w320.avif 320w, https://cdn.test/assets/a1/hero-w640.avif 640w, ' +
          'https://cdn.test/assets/a1/hero-w960.avif 960w, https://cdn.test/assets/a1/hero-w1000.avif 1000w',
        // The built-in image is 240 px wide, at most the width of its container.
        sizes: '240px',
      },
      expect.objectContaining({ type: 'image/webp', sizes: '240px' }),
    ])
    const [img] = byTag(picture!, 'img')
    expect([
      attr(img!, 'id'),
      attr(img!, 'src'),
      attr(img!, 'width'),
      attr(img!, 'height'),
    ]).toEqual([image.id, src, '1000', '500'])
    // The picture draws no box: the image keeps its place in grids and flex rows.
    expect(html).toContain('picture{display:contents}')
  })

  it('sizes gallery images to their column at each breakpoint', () => {
    const { site, images } = gallerySite()
    const sizes: Record<string, ImageSize> = Object.fromEntries(
      images.map((src) => [src, copiesOf(src, 2400, 1600)]),
    )
    const { html } = renderDocument(site, '/home', { imageSize: (s) => sizes[s] })
    const found = pictures(html)
    expect(found).toHaveLength(images.length)
    // Three columns of a full-width grid, two on phones.
    expect(sourcesOf(found[0]!)[0]!.sizes).toBe('(max-width: 480px) 50vw, 33vw')
    // Never a copy wider than 1920 px, however large the image.
    expect(sourcesOf(found[0]!)[0]!.srcset).not.toContain('2400w')
  })

  it('follows a width set per breakpoint and a container that stops growing', () => {
    const site = createSite('Widths')
    const box = addBlock(site, BuiltinComponentId.containerVertical)
    box.style.custom = { 'breakpoint-1': { default: { width: '100%', 'max-width': '1200px' } } }
    const image = addBlock(site, BuiltinComponentId.image, box.id)
    image.style.custom = {
      'breakpoint-1': { default: { width: '50%' } },
      'breakpoint-4': { default: { width: '100%' } },
    }
    const src = 'https://cdn.test/assets/a1/wide.jpg'
    setInput(image, 'src', src)
    const sizes: Record<string, ImageSize> = { [src]: copiesOf(src, 3000, 2000) }
    const { html } = renderDocument(site, '/home', { imageSize: (s) => sizes[s] })
    // Past 1200 px the container stops growing: half of it, from the widest breakpoint on.
    expect(sourcesOf(pictures(html)[0]!)[0]!.sizes).toBe(
      '(max-width: 480px) 100vw, (max-width: 980px) 50vw, 600px',
    )
    const wide = renderDocument(
      {
        ...site,
        context: {
          ...site.context,
          breakpoints: { 'breakpoint-1': { id: 'breakpoint-1', name: 'Desktop' } },
        },
      },
      '/home',
      { imageSize: (s) => sizes[s] },
    )
    expect(sourcesOf(pictures(wide.html)[0]!)[0]!.sizes).toBe('600px')
  })

  it('loads content images after the first few lazily, never the logo or the first large one', () => {
    const { site, images } = gallerySite()
    const sizes: Record<string, ImageSize> = Object.fromEntries(
      images.map((src) => [src, copiesOf(src, 1200, 800)]),
    )
    const { html } = renderDocument(site, '/home', { imageSize: (s) => sizes[s] })
    const found = byTag(parseDocument(html), 'img').map((img) => [
      attr(img, 'loading'),
      attr(img, 'fetchpriority'),
    ])
    expect(found).toEqual([
      [undefined, 'high'],
      [undefined, undefined],
      ['lazy', undefined],
      ['lazy', undefined],
      ['lazy', undefined],
      ['lazy', undefined],
    ])
  })

  it('leaves images without copies, with their own srcset, and on the canvas as they are', () => {
    const site = createSite('Plain')
    const plain = addBlock(site, BuiltinComponentId.image)
    setInput(plain, 'src', 'https://cdn.test/assets/a1/plain.jpg')
    const own = addBlock(site, BuiltinComponentId.image)
    const src = 'https://cdn.test/assets/a2/own.jpg'
    setInput(own, 'src', src)
    setInput(own, 'srcset', `${src} 1x`)
    const sizes: Record<string, ImageSize> = {
      'https://cdn.test/assets/a1/plain.jpg': { width: 800, height: 600 },
      [src]: copiesOf(src, 800, 600),
    }
    const { html } = renderDocument(site, '/home', { imageSize: (s) => sizes[s] })
    expect(pictures(html)).toHaveLength(0)
    expect(html).not.toContain('picture{')
    expect(byName(site, plain.name)).toBeDefined()
  })
})

describe('alt text on published pages', () => {
  it('renders a decorative image with an empty alt, whatever text it holds', () => {
    const site = createSite('Alt')
    const image = addBlock(site, BuiltinComponentId.image)
    setInput(image, 'src', 'https://cdn.test/assets/a1/line.png')
    setInput(image, 'alt', 'A thin line')
    const altOf = () =>
      attr(byTag(parseDocument(renderDocument(site, '/home').html), 'img')[0]!, 'alt')
    expect(altOf()).toBe('A thin line')
    setInput(image, 'decorative', true, false)
    expect(altOf()).toBe('')
    // Never an attribute of its own.
    expect(renderDocument(site, '/home').html).not.toContain('decorative')
  })

  it('translates an alt that is a translation key, falling back to English, and keeps theme variables', () => {
    const site = createSite('Alt')
    site.context.i18n = {
      en: { 'hero-alt': 'Bread on a table' },
      'zh-tw': { 'hero-alt': '桌上的麵包' },
      fr: {},
    }
    site.context.theme.variables = { ...site.context.theme.variables, brand: 'Sunrise' }
    const hero = addBlock(site, BuiltinComponentId.image)
    setInput(hero, 'src', 'https://cdn.test/assets/a1/bread.jpg')
    setInput(hero, 'alt', '${hero-alt}')
    const logo = addBlock(site, BuiltinComponentId.image)
    setInput(logo, 'src', 'https://cdn.test/assets/a2/logo.png')
    setInput(logo, 'alt', '${brand} logo')
    const alts = (lang: string) =>
      byTag(parseDocument(renderDocument(site, '/home', { lang }).html), 'img').map((img) =>
        attr(img, 'alt'),
      )
    expect(alts('en')).toEqual(['Bread on a table', 'Sunrise logo'])
    expect(alts('zh-tw')).toEqual(['桌上的麵包', 'Sunrise logo'])
    expect(alts('fr')).toEqual(['Bread on a table', 'Sunrise logo'])
  })
})
