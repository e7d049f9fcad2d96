import type { PageCollection } from '../types/collection.js'
import type { Site } from '../types/site.js'
import type { SiteCategory } from '../validation/site-metadata.js'
import {
  headerBand,
  paletteTheme,
  rootStyle,
  siteFooter,
  siteHeader,
  type Palette,
} from './sections.js'
import { TemplateBuilder, type Bilingual, type NodeSpec } from './template-builder.js'

export interface TemplatePageDef {
  route: string
  name: Bilingual
  title: Bilingual
  description: Bilingual
  /** A template page (`/blog/:slug`): the collection whose items it shows. */
  collection?: PageCollection
  body(b: TemplateBuilder, p: Palette): NodeSpec[]
}

/** A template Tessera ships: what the Templates page lists, and the site it starts. */
export interface ShippedTemplateDef {
  /** A stable id, so seeding adds each template once. */
  id: string
  key: string
  name: string
  description: string
  categories: SiteCategory[]
  palette: Palette
  brand: Bilingual
  footer: { line: Bilingual; copyright: Bilingual }
  pages: TemplatePageDef[]
}

export interface ShippedTemplate extends Omit<
  ShippedTemplateDef,
  'pages' | 'palette' | 'brand' | 'footer'
> {
  site: Site
}

/** Builds the site of a shipped template: every page has the header, its sections, the footer. */
export function buildTemplate(def: ShippedTemplateDef): ShippedTemplate {
  const b = new TemplateBuilder(def.name, `tpl-${def.key}`)
  const p = def.palette
  const home = def.pages[0]!.route
  // A template page has no address of its own: menus leave it out.
  const names = Object.fromEntries(
    def.pages.filter((page) => !page.route.includes(':')).map((page) => [page.route, page.name]),
  )
  b.pages(
    def.pages.map((page) => ({
      route: page.route,
      name: page.name,
      head: { title: page.title, description: page.description },
      ...(page.collection === undefined ? {} : { collection: page.collection }),
      body: [
        headerBand(b, p, siteHeader(b, p, def.brand, names, home)),
        b.el(
          'div',
          {
            name: 'Main',
            role: 'main',
            style: { base: { display: 'flex', 'flex-direction': 'column', width: '100%' } },
          },
          page.body(b, p),
        ),
        siteFooter(b, p, def.footer),
      ],
    })),
  )
  for (const route of b.site.pageOrder) {
    b.site.pages[route]!.root.style.custom = { 'breakpoint-1': { default: rootStyle(p) } }
  }
  // Published pages start at the window's edge; the root fills at least the window.
  b.site.context.globalStyles['TemplateBase'] = { style: 'body { margin: 0; }' }
  b.site.defaults.head = {
    meta: [{ name: 'theme-color', content: p.heroBg }],
  }
  const site = b.build(paletteTheme(p))
  return {
    id: def.id,
    key: def.key,
    name: def.name,
    description: def.description,
    categories: def.categories,
    site,
  }
}
