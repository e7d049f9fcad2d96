// Test support only (not built): sites to render, made the way the editor makes them.
import {
  addBuiltinComponent,
  applyCommand,
  BuiltinComponentId,
  createSite,
  SiteDocument,
  type Component,
  type Site,
} from '@tessera/site-format'
import type { RenderNode } from '../tree/render-node.js'

/** Depth-first search of every page for a component. */
export function findComponent(site: Site, match: (c: Component) => boolean): Component {
  const visit = (c: Component): Component | undefined => {
    if (match(c)) return c
    for (const child of c.children ?? []) {
      const found = visit(child)
      if (found) return found
    }
    return undefined
  }
  for (const page of Object.values(site.pages)) {
    const found = visit(page.root)
    if (found) return found
  }
  throw new Error('No such component')
}

export const byName = (site: Site, name: string) => findComponent(site, (c) => c.name === name)

/** Adds a built-in block to a parent (the page root by default) and returns its new root. */
export function addBlock(site: Site, builtinId: string, parentId?: string): Component {
  const doc = new SiteDocument(site)
  const parent = parentId ?? site.pages[site.defaults.homePage]!.root.id
  const command = addBuiltinComponent(doc, builtinId, parent)
  applyCommand(doc, command)
  const children = doc.component(parent).children ?? []
  return children[children.length - 1]!
}

/** A second page, `/about`, with a root and one text block. */
export function addAboutPage(site: Site): Component {
  const root: Component = {
    id: `${site.context.namespace}-c-${site.context.nextId++}`,
    name: 'Root',
    tag: 'div',
    style: { custom: {} },
  }
  site.pages['/about'] = { name: 'About', route: '/about', public: true, head: {}, root }
  site.pageOrder.push('/about')
  return root
}

/** A plain site with a text block, a link and an image on its home page. */
export function basicSite(): Site {
  const site = createSite('Fixture')
  addAboutPage(site)
  addBlock(site, BuiltinComponentId.text)
  addBlock(site, BuiltinComponentId.link)
  addBlock(site, BuiltinComponentId.image)
  return site
}

/** Every built-in block of the New menu on one page (API-site blocks included). */
export function everyBlockSite(): Site {
  const site = createSite('Blocks')
  addAboutPage(site)
  site.context.i18n = { en: { hello: 'Hello' }, 'zh-tw': { hello: '你好' } }
  for (const id of [
    BuiltinComponentId.header,
    BuiltinComponentId.containerHorizontal,
    BuiltinComponentId.containerVertical,
    BuiltinComponentId.grid,
    BuiltinComponentId.text,
    BuiltinComponentId.h1,
    BuiltinComponentId.h2,
    BuiltinComponentId.image,
    BuiltinComponentId.captionedImage,
    BuiltinComponentId.backgroundImage,
    BuiltinComponentId.videoWrap,
    BuiltinComponentId.svg,
    BuiltinComponentId.link,
    BuiltinComponentId.button,
    BuiltinComponentId.navMenu,
    BuiltinComponentId.ul,
    BuiltinComponentId.ol,
    BuiltinComponentId.input,
    BuiltinComponentId.textarea,
    BuiltinComponentId.label,
    BuiltinComponentId.dividerHorizontal,
    BuiltinComponentId.dividerVertical,
    BuiltinComponentId.gallery,
    BuiltinComponentId.lightboxGallery,
    BuiltinComponentId.contactForm,
    BuiltinComponentId.mailingList,
    BuiltinComponentId.viewCounter,
    BuiltinComponentId.languages,
    BuiltinComponentId.vueComponent,
    BuiltinComponentId.footer,
  ]) {
    addBlock(site, id)
  }
  // Media as their owner fills them in: visitors never see an image or video without a source.
  let media = 0
  const fill = (component: Component) => {
    const src = component.inputs?.src
    if (src && (component.tag === 'img' || component.tag === 'source') && !src.is) {
      src.is = `https://cdn.example.test/media-${++media}`
    }
    component.children?.forEach(fill)
  }
  fill(site.pages['/home']!.root)
  return site
}

/** A node of a render tree by component id (inside templates too). */
export function findNode(tree: RenderNode, id: string): RenderNode | undefined {
  if (tree.componentId === id) return tree
  for (const child of tree.children) {
    if (!('tag' in child)) continue
    const found = findNode(child, id)
    if (found) return found
  }
  return undefined
}

/** Adds a hand-made component under the home page root (or another parent). */
export function addComponent(
  site: Site,
  fields: Partial<Component> & { id: string },
  parent?: Component,
): Component {
  const target = parent ?? site.pages[site.defaults.homePage]!.root
  const created: Component = { name: fields.id, tag: 'div', style: { custom: {} }, ...fields }
  created.parentId = target.id
  ;(target.children ??= []).push(created)
  return created
}

export { richSite, setInput, type RichSiteOptions } from '@tessera/site-format/testing'
