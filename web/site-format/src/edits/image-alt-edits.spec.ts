import { describe, expect, it } from 'vitest'
import { imagesWithoutAlt } from '../builtins/image-alt.js'
import { BuiltinComponentId } from '../builtins/components.js'
import { addBuiltinComponent } from './add-builtin.js'
import { applyCommand } from '../commands/apply.js'
import { expectRoundTrip, setup } from '../testing/command-harness.js'
import { richSite, setInput } from '../testing/rich-site.js'
import { SiteDocument } from '../document/site-document.js'
import { imageAltState, setImageAlt, setImageDecorative } from './image-alt-edits.js'

function withImage(name = 'HeroImage') {
  const harness = setup()
  const { doc, site } = harness
  const root = site.pages['/home']!.root
  applyCommand(doc, addBuiltinComponent(doc, BuiltinComponentId.image, root.id))
  const image = root.children!.at(-1)!
  image.name = name
  setInput(image, 'src', 'https://cdn.test/assets/a/photo.jpg')
  return { ...harness, image }
}

describe('image alt text', () => {
  it('lists the images visitors see without alt text, page by page, not decorative ones', () => {
    const site = richSite()
    expect(imagesWithoutAlt(site)).toEqual([])
    const doc = new SiteDocument(site)
    const [first, second] = [...doc.componentIds()]
      .map((id) => doc.component(id))
      .filter((c) => c.tag === 'img' && c.name === 'GalleryImage')
    setInput(first!, 'alt', '')
    setInput(second!, 'alt', '   ')
    setInput(second!, 'decorative', true, false)
    expect(imagesWithoutAlt(site)).toEqual([
      {
        route: '/home',
        pageName: site.pages['/home']!.name,
        componentId: first!.id,
        name: 'GalleryImage',
      },
    ])
  })

  it('keeps the text in the image when the site has no languages; decorative keeps it too', () => {
    const { doc, history, image, site } = withImage()
    site.context.i18n = {}
    expect(imagesWithoutAlt(site).map((i) => i.componentId)).toEqual([image.id])
    expectRoundTrip(doc, history, setImageAlt(doc, image.id, 'Fresh bread', undefined), () =>
      expect(image.inputs?.alt?.is).toBe('Fresh bread'),
    )
    expectRoundTrip(doc, history, setImageDecorative(doc, image.id, true), () => {
      expect(imageAltState(doc, image.id)).toMatchObject({ text: 'Fresh bread', decorative: true })
    })
    expect(imagesWithoutAlt(site)).toEqual([])
  })

  it('writes the text of the language being edited in a translated site, the first language kept', () => {
    const { doc, history, image, site } = withImage('Hero Image')
    site.context.i18n = { en: {}, 'zh-tw': {} }
    setInput(image, 'alt', 'Bread')
    // Edited in zh-tw: the English text goes to en under a key named after the image.
    expectRoundTrip(doc, history, setImageAlt(doc, image.id, '麵包', 'zh-tw'), () => {
      expect(image.inputs?.alt?.is).toBe('${hero-image-alt}')
      expect(site.context.i18n).toEqual({
        en: { 'hero-image-alt': 'Bread' },
        'zh-tw': { 'hero-image-alt': '麵包' },
      })
    })
    expect(imageAltState(doc, image.id, 'zh-tw')).toMatchObject({ text: '麵包', fallback: 'Bread' })
    // Then in en: that language's entry, the key unchanged.
    history.push(setImageAlt(doc, image.id, 'Fresh bread', 'en'))
    expect(site.context.i18n.en).toEqual({ 'hero-image-alt': 'Fresh bread' })
    expect(image.inputs?.alt?.is).toBe('${hero-image-alt}')
    // A language without its own text shows none, and falls back to the first.
    site.context.i18n.fr = {}
    expect(imageAltState(doc, image.id, 'fr')).toMatchObject({ text: '', fallback: 'Fresh bread' })
    // An alt whose key has no text in any language is missing.
    site.context.i18n = { en: { 'hero-image-alt': '' } }
    expect(imagesWithoutAlt(site).map((i) => i.componentId)).toEqual([image.id])
  })
})
