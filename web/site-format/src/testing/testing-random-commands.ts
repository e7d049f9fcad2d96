import fc from 'fast-check'
import type { SiteDocument } from '../document/site-document.js'
import * as behaviorEdits from '../edits/behavior-edits.js'
import * as collectionEdits from '../edits/collection-edits.js'
import * as componentEdits from '../edits/component-edits.js'
import * as pageEdits from '../edits/page-edits.js'
import * as siteEdits from '../edits/site-edits.js'
import * as styleEdits from '../edits/style-edits.js'
import type { Command } from '../types/command.js'
import type { Component } from '../types/component.js'
import { pseudoClasses } from '../types/style.js'
import { validateTemplateRoute } from '../validation/collections.js'
import { generateSite } from './generate-site.js'

/* Random valid commands over a generated site, for the property tests. */

export interface Step {
  op: number
  a: number
  b: number
  c: number
  text: string
}

function pick<T>(items: readonly T[], n: number): T {
  if (items.length === 0) throw new Error('nothing to pick from')
  return items[n % items.length]!
}
const properties = ['color', 'margin', 'padding', 'width', 'display']
const collections = ['0b7e6c1e-2d6f-4e0a-9f57-7a1c2b9d1f00', '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b']

/** An edit that would change nothing cannot be a step. */
function orThrow<T>(command: T | undefined): T {
  if (command === undefined) throw new Error('nothing would change')
  return command
}
const breakpoints = ['breakpoint-1', 'breakpoint-2', 'breakpoint-4']

/** Builds one valid command for the current state from random numbers, or throws when it cannot. */
export function build(doc: SiteDocument, s: Step): Command | 'undo' | 'redo' {
  const site = doc.site
  const ids = [...doc.componentIds()]
  const component = () => doc.component(pick(ids, s.a))
  const slot = () => ({
    breakpointId: pick(breakpoints, s.b),
    pseudoClass: pick(pseudoClasses, s.c),
    property: pick(properties, s.b + s.c),
  })
  const value = s.text === '' ? undefined : `${s.text.length}px`
  const routes = site.pageOrder
  const fresh = (): Component => ({
    id: `${site.context.namespace}-c-${site.context.nextId++}`,
    name: s.text || 'New',
    tag: 'div',
    style: { custom: {} },
  })
  const withMixins = ids.filter((id) => doc.component(id).style.mixins)
  switch (s.op % 46) {
    case 0: {
      const parent = component()
      const before = site.context.nextId
      return componentEdits.addComponent(
        doc,
        fresh(),
        parent.id,
        before,
        s.b % ((parent.children?.length ?? 0) + 1),
      )
    }
    case 1:
      return componentEdits.editComponent(
        doc,
        component().id,
        pick([{ name: s.text || 'x' }, { content: s.text || null }, { role: s.text || null }], s.b),
      )
    case 2:
      return componentEdits.removeComponent(doc, component().id)
    case 3: {
      const target = doc.component(pick(ids, s.b))
      return componentEdits.moveComponent(
        doc,
        component().id,
        target.id,
        s.c % ((target.children?.length ?? 0) + 1),
      )
    }
    case 4:
      return styleEdits.setComponentStyle(doc, component().id, slot(), value)
    case 5:
      return styleEdits.setOverrideStyle(
        doc,
        component().id,
        pick(['.a', '> p', 'img'], s.c),
        slot(),
        value,
      )
    case 6: {
      const c =
        s.c % 2 === 0 && withMixins.length ? doc.component(pick(withMixins, s.a)) : component()
      const mixinId = pick(site.context.styleOrder, s.b)
      return c.style.mixins?.includes(mixinId)
        ? styleEdits.removeComponentMixin(doc, c.id, mixinId)
        : styleEdits.addComponentMixin(doc, c.id, mixinId)
    }
    case 7:
      return siteEdits.setInput(
        doc,
        component().id,
        pick(['href', 'src'], s.b),
        value
          ? { name: pick(['href', 'src', 'alt'], s.c), type: 'string', attr: true, is: value }
          : undefined,
      )
    case 8:
      return siteEdits.setEvent(
        doc,
        component().id,
        pick(['click', 'load'], s.b),
        value
          ? {
              name: pick(['click', 'load', 'input'], s.c),
              behaviors: [{ behaviorId: 'global-b-none', args: { n: s.text } }],
            }
          : undefined,
      )
    case 9:
      return componentEdits.setComponentState(
        doc,
        component().id,
        pick(['hide', 'open'], s.b),
        value === undefined ? undefined : s.text.length % 2 === 0,
      )
    case 10: {
      const before = site.context.nextId
      const id = `${site.context.namespace}-s-${site.context.nextId++}`
      return styleEdits.addMixin(doc, { id, name: s.text || 'Mixin', breakpoints: {} }, before)
    }
    case 11:
      return styleEdits.setMixinStyle(doc, pick(site.context.styleOrder, s.a), slot(), value)
    case 12:
      return styleEdits.removeMixin(doc, pick(site.context.styleOrder, s.a))
    case 13:
      return styleEdits.moveMixin(
        doc,
        s.a % site.context.styleOrder.length,
        s.b % site.context.styleOrder.length,
      )
    case 14: {
      const key = pick(['color-text', 'color-title', 'size-x'], s.a)
      if (value === undefined) return siteEdits.removeThemeVariable(doc, key)
      return key in site.context.theme.variables
        ? siteEdits.editThemeVariable(doc, key, { key: pick([key, 'renamed'], s.b), value })
        : siteEdits.addThemeVariable(doc, key, value)
    }
    case 15: {
      // Half the time an existing font goes (whatever renamed it), else one is added.
      const fonts = Object.keys(site.context.theme.fonts)
      if (fonts.length > 0 && s.c % 2 === 0) return siteEdits.removeFont(doc, pick(fonts, s.a))
      const name = pick(['Inter', 'Lora'], s.a)
      return site.context.theme.fonts[name]
        ? siteEdits.removeFont(doc, name)
        : siteEdits.addFont(doc, { name, source: 'google', fallback: 'Arial' })
    }
    case 16: {
      const before = site.context.nextId
      // Some are template pages, whose route's parameter takes an item's slug.
      const route = s.c % 3 === 0 ? `/p${s.a % 50}/:slug` : `/p${s.a % 50}`
      return pageEdits.addPage(
        doc,
        { name: `P${s.a}`, route, public: true, head: {}, root: fresh() },
        before,
        s.b % (routes.length + 1),
      )
    }
    case 17: {
      const route = pick(routes, s.a)
      const page = doc.page(route)
      return pageEdits.editPage(doc, route, {
        name: s.text || page.name,
        route: pick([route, `/r${s.b % 20}`], s.c),
        public: s.b % 2 === 0,
      })
    }
    case 18:
      return pageEdits.removePage(doc, pick(routes, s.a))
    case 19:
      return pageEdits.movePage(doc, s.a % routes.length, s.b % routes.length)
    case 20:
      return pick(
        [
          pageEdits.setHomePage(doc, pick(routes, s.a)),
          pageEdits.changeActivePage(doc, pick(routes, s.b)),
        ],
        s.c,
      )
    case 21: {
      const head = { title: s.text, meta: [{ name: 'description', content: s.text }] }
      if (s.b % 3 === 2) {
        const redirects = [{ from: `/r${s.a}`, to: '/home', status: 301 as const }]
        return pageEdits.setSiteSeo(doc, { robots: s.text, redirects: s.c % 2 ? redirects : [] })
      }
      return s.b % 3 === 0
        ? pageEdits.setPageHead(doc, pick(routes, s.a), head)
        : pageEdits.setDefaultHead(doc, head)
    }
    case 22: {
      // Named as the editor names them (breakpoint-draft.ts): a namespaced id past the counter
      // would be one no editor makes, and the stored form would move the counter past it.
      const id = `breakpoint-${s.a % 5}`
      return siteEdits.setBreakpoints(doc, {
        ...site.context.breakpoints,
        [id]: { id, name: s.text || 'Wide', minWidth: 1200 + s.b },
      })
    }
    case 23:
      return siteEdits.setTranslation(
        doc,
        pick(['en', 'zh-tw', 'fr'], s.a),
        pick(['greeting', 'bye'], s.b),
        value === undefined ? undefined : s.text,
      )
    case 24:
      return siteEdits.setGlobalStyle(
        doc,
        pick(['Reset', 'Fonts'], s.a),
        value
          ? { name: pick(['Reset', 'Fonts'], s.b), style: { style: `body{margin:${value}}` } }
          : undefined,
      )
    case 25:
      return siteEdits.setBehavior(
        doc,
        pick(['test-b-1', 'global-b-none'], s.a),
        value
          ? {
              id: pick(['test-b-1', 'global-b-none'], s.a),
              name: s.text,
              code: `return ${s.text.length}`,
            }
          : undefined,
      )
    case 26: {
      const c = component()
      const commands = [
        componentEdits.editComponent(doc, c.id, { name: `${s.text}!` }),
        styleEdits.setComponentStyle(doc, c.id, slot(), value),
      ]
      return { type: 'g', data: { commands } }
    }
    case 27:
      return s.b % 2 === 0 ? 'undo' : 'redo'
    case 28:
      return componentEdits.makeCustomComponent(doc, component().id)
    case 30: {
      const withOverrides = ids.filter((id) => doc.component(id).style.overrides)
      const c =
        s.c % 2 === 0 && withOverrides.length
          ? doc.component(pick(withOverrides, s.a))
          : component()
      const selector = Object.keys(c.style.overrides ?? {})[0]
      return selector
        ? styleEdits.removeOverride(doc, c.id, selector)
        : styleEdits.replaceComponentStyle(doc, c.id, {
            custom: { 'breakpoint-2': { default: { color: 'red' } } },
            mixins: [pick(site.context.styleOrder, s.b)],
          })
    }
    case 31: {
      const c = doc.component(pick(withMixins, s.a))
      return styleEdits.replaceComponentMixin(
        doc,
        c.id,
        c.style.mixins![0]!,
        pick(site.context.styleOrder, s.b),
      )
    }
    case 32: {
      const behavior = site.context.behaviors['global-b-none']
      if (!behavior) throw new Error('no behaviour')
      const name = Object.keys(behavior.args ?? {})[0]
      return siteEdits.setBehaviorArg(
        doc,
        'global-b-none',
        name,
        value ? { name: pick(['id', 'hide'], s.b), type: 'string', help: s.text } : undefined,
      )
    }
    case 33:
      return siteEdits.setEditorEvent(
        doc,
        component().id,
        'OnPageAdd',
        value
          ? { name: 'OnPageAdd', behaviors: [{ behaviorId: 'global-b-navAddChildren' }] }
          : undefined,
      )
    case 34: {
      const before = site.context.nextId
      const root = fresh()
      root.children = [{ ...fresh(), parentId: root.id }]
      return componentEdits.replacePageRoot(doc, pick(routes, s.a), root, before)
    }
    case 35:
      return siteEdits.replaceTranslations(
        doc,
        { en: { greeting: s.text }, 'zh-tw': { greeting: `${s.text}!` } },
        pick(['en', 'zh-tw', undefined], s.b),
      )
    case 36:
      return styleEdits.renameMixin(doc, pick(site.context.styleOrder, s.a), s.text || 'Named')
    case 37: {
      const name = Object.keys(site.context.theme.fonts)[0]
      if (name === undefined) throw new Error('no font')
      return siteEdits.editFont(doc, name, { name: pick([name, 'Other'], s.b), source: 'native' })
    }
    case 38:
      return { type: 'mS', data: { oldVersion: site.version, newVersion: pick(['1', '2'], s.b) } }
    case 39:
      return siteEdits.replaceSiteContent(
        doc,
        generateSite({
          components: 3 + (s.b % 12),
          pages: 1 + (s.c % 2),
          namespace: site.context.namespace,
        }),
      )
    case 40: {
      // A new behaviour takes its id from the counter; its code may name ids past it.
      const namespace = site.context.namespace
      const named = `${namespace}-c-${site.context.nextId + (s.b % 3)}`
      return behaviorEdits.saveBehavior(doc, {
        id: behaviorEdits.newBehaviorId(site.context),
        name: s.text,
        code: s.c % 2 === 0 ? `helpers.setContent('${named}', args.text)` : '',
      })
    }
    case 41:
      return behaviorEdits.removeBehavior(doc, pick(['test-b-1', 'global-b-none'], s.a))
    case 42: {
      const templates = routes.filter((route) => validateTemplateRoute(route) === undefined)
      const binding =
        s.b % 3 === 0 ? undefined : { collection: pick(collections, s.b), slugField: 1 + (s.c % 3) }
      return orThrow(collectionEdits.setPageCollection(doc, pick(templates, s.a), binding))
    }
    case 43: {
      const target = pick(['content', 'visible', 'background', 'input:src'] as const, s.b)
      const binding = s.c % 3 === 0 ? undefined : { field: 1 + (s.c % 9) }
      return orThrow(collectionEdits.setComponentBinding(doc, component().id, target, binding))
    }
    case 44: {
      const list =
        s.b % 3 === 0
          ? undefined
          : {
              collection: pick(collections, s.c),
              limit: 1 + (s.c % 20),
              sort: [
                { field: pick(['created_at', 'order', 2] as const, s.b), desc: s.c % 2 === 0 },
              ],
            }
      return orThrow(collectionEdits.setCollectionList(doc, component().id, list))
    }
    default:
      return siteEdits.setEditorUi(
        doc,
        pick(['templatesShown', 'showComponentTree'], s.a),
        value === undefined ? undefined : s.b % 2 === 0,
      )
  }
}

export const step = fc.record({
  op: fc.nat(),
  a: fc.nat(),
  b: fc.nat(),
  c: fc.nat(),
  text: fc.string({ maxLength: 6 }),
})
