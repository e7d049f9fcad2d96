import { BuiltinComponentId } from '../builtins/components.js'
import { createSite } from '../defaults/create-site.js'
import { SiteDocument } from '../document/site-document.js'
import { addBuiltinComponent } from '../edits/add-builtin.js'
import { applyCommand } from '../commands/apply.js'
import type { Component } from '../types/component.js'
import type { Site } from '../types/site.js'

/** Sets an input of a component, adding it when the component lacks it. */
export function setInput(component: Component, name: string, value: unknown, attr = true): void {
  const inputs = (component.inputs ??= {})
  const type =
    typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'string'
  inputs[name] = { ...(inputs[name] ?? { name, type, attr }), is: value }
}

function addBlock(site: Site, builtinId: string, parentId: string): Component {
  const doc = new SiteDocument(site)
  applyCommand(doc, addBuiltinComponent(doc, builtinId, parentId))
  const children = doc.component(parentId).children ?? []
  return children[children.length - 1]!
}

export interface RichSiteOptions {
  /** Gallery image addresses, six of them; defaults to `/images/photo-<n>.png`. */
  images?: readonly string[]
  /** The header logo's address; none by default. */
  logo?: string
}

/**
 * A published site as visitors meet it: a header with a logo and a nav menu, a `main` with a
 * heading, translated text, a lightbox gallery, a contact form and a view counter, and a footer
 * with the language switch; in English and Traditional Chinese.
 */
export function richSite(options: RichSiteOptions = {}): Site {
  const site = createSite('Rich Site')
  site.defaults.head.title = 'Rich Site'
  site.defaults.head.meta = [{ name: 'description', content: 'Photographs of the harbour.' }]
  site.context.i18n = {
    en: { welcome: 'Welcome to the studio', intro: 'Photographs of the harbour at dawn.' },
    'zh-tw': { welcome: '歡迎來到工作室', intro: '清晨港口的照片。' },
  }
  const about: Component = {
    id: `${site.context.namespace}-c-${site.context.nextId++}`,
    name: 'Root',
    tag: 'div',
    style: { custom: {} },
    content: 'About the studio',
  }
  site.pages['/about'] = { name: 'About', route: '/about', public: true, head: {}, root: about }
  site.pageOrder.push('/about')

  const rootId = site.pages[site.defaults.homePage]!.root.id
  const header = addBlock(site, BuiltinComponentId.header, rootId)
  if (options.logo !== undefined) {
    const link = header.children?.[0]
    const logo = link?.children?.[0]
    if (link) setInput(link, 'href', '/')
    if (logo) setInput(logo, 'src', options.logo)
  }
  const main = addBlock(site, BuiltinComponentId.containerVertical, rootId)
  main.tag = 'main'
  main.name = 'Main'
  main.style.custom = {
    'breakpoint-1': { default: { padding: '0 16px', 'box-sizing': 'border-box' } },
  }
  addBlock(site, BuiltinComponentId.h1, main.id).content = '${welcome}'
  addBlock(site, BuiltinComponentId.text, main.id).content = '${intro}'
  const gallery = addBlock(site, BuiltinComponentId.lightboxGallery, main.id)
  const images = (gallery.children?.[0]?.children ?? []).filter((c) => c.tag === 'img')
  images.forEach((image, i) => {
    setInput(image, 'src', options.images?.[i] ?? `/images/photo-${i + 1}.png`)
    setInput(image, 'alt', `Harbour photograph ${i + 1}`)
  })
  addBlock(site, BuiltinComponentId.contactForm, main.id)
  const counter = addBlock(site, BuiltinComponentId.viewCounter, main.id)
  counter.role = 'status'
  const footer = addBlock(site, BuiltinComponentId.footer, rootId)
  addBlock(site, BuiltinComponentId.languages, footer.id)
  return site
}
