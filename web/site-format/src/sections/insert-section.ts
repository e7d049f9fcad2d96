import { builtinMixin, BuiltinMixinId } from '../builtins/mixins.js'
import { buildClipboardPayload, type ClipboardPayload } from '../clipboard/payload.js'
import type { SiteDocument } from '../document/site-document.js'
import { PAGE_BASE_STYLE, PAGE_BASE_STYLE_NAME, pageContentOf } from '../defaults/create-site.js'
import { navItemsForNewMenu } from '../edits/nav-sync.js'
import { setGlobalStyle } from '../edits/site-edits.js'
import { setComponentStyle } from '../edits/style-edits.js'
import { DEFAULT_BREAKPOINT_ID } from '../defaults/breakpoints.js'
import type { BreakpointStyles } from '../types/style.js'
import { pasteComponent } from '../edits/paste-edits.js'
import { TemplateBuilder } from '../templates/template-builder.js'
import type { Command } from '../types/command.js'
import type { Component } from '../types/component.js'
import type { Site, Translations } from '../types/site.js'
import { SECTION_LIBRARY } from './library/index.js'
import type { SectionCategory, SectionDef, SectionLanguage } from './section-kit.js'
import { sectionThemeValues, THEME_PALETTE, themeRef } from './section-theme.js'

/** The site id a section's payload claims, so pasting treats it as coming from elsewhere. */
export const SECTION_SOURCE_ID = 'tessera-sections'

const PLACEHOLDER = /\$\{([^}]*)\}/g

export function findSection(id: string): SectionDef | undefined {
  return SECTION_LIBRARY.find((section) => section.id === id)
}

function sectionOrThrow(id: string): SectionDef {
  const def = findSection(id)
  if (!def) throw new Error(`Unknown section ${id}`)
  return def
}

/** zh-tw and other Chinese languages read the Chinese texts; every other language the English. */
export function sectionLanguage(lang: string): SectionLanguage {
  return lang.toLowerCase().startsWith('zh') ? 'zh-tw' : 'en'
}

/**
 * A section drawn as a one-page site of its own, with the target site's theme values for the
 * variables it uses (so a site lacking one gets a value that suits it) and its fonts.
 */
export function buildSectionSite(
  id: string,
  target: Site,
  language: string,
): { site: Site; componentId: string } {
  const def = sectionOrThrow(id)
  const b = new TemplateBuilder('Section', 'section')
  const root = b.site.pages['/home']!.root
  const node = def.build({ b, p: THEME_PALETTE, lang: sectionLanguage(language) })(root.id)
  root.children = [node]
  const theme = b.site.context.theme
  theme.variables = { ...theme.variables, ...sectionThemeValues(target.context.theme) }
  theme.fonts = structuredClone(target.context.theme.fonts)
  return { site: b.site, componentId: node.id }
}

function mapContent(component: Component, map: (content: string) => string): void {
  if (component.content !== undefined && component.tag !== 'svg') {
    component.content = map(component.content)
  }
  component.children?.forEach((child) => mapContent(child, map))
}

/** A key prefix no translation of the site uses yet: `hero-split`, else `hero-split-2`, … */
function freePrefix(site: Site, id: string): string {
  const taken = (prefix: string) =>
    Object.values(site.context.i18n).some((texts) =>
      Object.keys(texts).some((key) => key.startsWith(`${prefix}.`)),
    )
  let prefix = id
  for (let n = 2; taken(prefix); n++) prefix = `${id}-${n}`
  return prefix
}

/**
 * What inserting a section pastes into a site. Its texts become translations of every language
 * the site has (Chinese texts for Chinese languages, English for the others) under keys of
 * their own; a site without languages gets plain text in `language`.
 */
export function sectionPayload(site: Site, id: string, language: string): ClipboardPayload {
  const built = buildSectionSite(id, site, language)
  const payload = buildClipboardPayload(built.site, built.componentId, SECTION_SOURCE_ID)
  const en = payload.translations.en ?? {}
  const zh = payload.translations['zh-tw'] ?? {}
  const languages = Object.keys(site.context.i18n)
  if (languages.length === 0) {
    const texts = sectionLanguage(language) === 'zh-tw' ? zh : en
    mapContent(payload.component, (content) =>
      content.replace(PLACEHOLDER, (whole, key: string) => texts[key] ?? whole),
    )
    payload.translations = {}
    return payload
  }
  const prefix = freePrefix(site, id)
  const renamed = new Map(Object.keys(en).map((key, i) => [key, `${prefix}.${i + 1}`]))
  mapContent(payload.component, (content) =>
    content.replace(PLACEHOLDER, (whole, key: string) => {
      const to = renamed.get(key)
      return to === undefined ? whole : `\${${to}}`
    }),
  )
  const translations: Translations = {}
  for (const lang of languages) {
    const texts = sectionLanguage(lang) === 'zh-tw' ? zh : en
    translations[lang] = Object.fromEntries(
      [...renamed].map(([from, to]) => [to, texts[from] ?? en[from] ?? '']),
    )
  }
  payload.translations = translations
  return payload
}

/** Where a section goes: into a component, at an index among its children (default: last). */
export interface SectionTarget {
  parentId: string
  index?: number
}

/**
 * Inserts a library section as one undo step: the theme variables, mixins, behaviours and
 * translations it needs that the site lacks, then the section itself; nav menus inside get an
 * item per page, as a nav menu from the New menu does.
 */
export function insertSection(
  doc: SiteDocument,
  id: string,
  target: SectionTarget,
  options: { language: string },
): Command {
  const payload = sectionPayload(doc.site, id, options.language)
  const pasted = pasteComponent(doc, payload, target, SECTION_SOURCE_ID)
  const commands = pasted.type === 'g' ? [...(pasted as Command<'g'>).data.commands] : [pasted]
  const add = commands.at(-1) as Command<'addC'>
  add.data.component = navItemsForNewMenu(doc, add.data.component)
  add.data.nextId[1] = doc.site.context.nextId
  // The items a nav menu gets here were not in the payload: bring their mixin along.
  const itemMixin = builtinMixin(BuiltinMixinId.navMenuItem)
  const context = doc.site.context
  const added = commands.filter((c) => c.type === 'addS').length
  if (
    itemMixin &&
    !Object.hasOwn(context.styles, itemMixin.id) &&
    usesMixin(add.data.component, itemMixin.id)
  ) {
    const before = add.data.nextId[0]
    commands.splice(commands.length - 1, 0, {
      type: 'addS',
      data: {
        mixin: itemMixin,
        index: context.styleOrder.length + added,
        nextId: [before, before],
      },
    })
  }
  // Between and below the bands, the page shows the theme's page colour (a dark preset too).
  const root = doc.page(doc.routeOf(target.parentId)).root
  if (!hasBackground(doc, root)) {
    const adds = (c: Command) =>
      c.type === 'addTV' && (c as Command<'addTV'>).data.key === 'color-page'
    if (!Object.hasOwn(context.theme.variables, 'color-page') && !commands.some(adds)) {
      const value = sectionThemeValues(context.theme)['color-page']!
      commands.unshift({ type: 'addTV', data: { key: 'color-page', value } })
    }
    commands.push(
      setComponentStyle(
        doc,
        root.id,
        {
          breakpointId: DEFAULT_BREAKPOINT_ID,
          pseudoClass: 'default',
          property: 'background-color',
        },
        themeRef('color-page'),
      ),
    )
  }
  // Bands reach the window's edges: the page loses the browser's margin, as new pages do.
  const globals = context.globalStyles
  const edgeless = Object.values(globals).some(
    (g) => g.style.replace(/\s/g, '') === 'body{margin:0;}',
  )
  if (!edgeless && !Object.hasOwn(globals, PAGE_BASE_STYLE_NAME)) {
    commands.unshift(
      setGlobalStyle(doc, undefined, {
        name: PAGE_BASE_STYLE_NAME,
        style: { style: PAGE_BASE_STYLE },
      }),
    )
  }
  return commands.length === 1 ? commands[0]! : { type: 'g', data: { commands } }
}

/** Whether the page root already sets a background, itself or through a mixin. */
function hasBackground(doc: SiteDocument, root: Component): boolean {
  const sets = (styles: BreakpointStyles | undefined) =>
    Object.values(styles ?? {}).some((byState) =>
      Object.values(byState).some((props) =>
        Object.keys(props ?? {}).some((property) => property.startsWith('background')),
      ),
    )
  const mixins = root.style.mixins ?? []
  return (
    sets(root.style.custom) || mixins.some((id) => sets(doc.site.context.styles[id]?.breakpoints))
  )
}

function usesMixin(component: Component, mixinId: string): boolean {
  return (
    (component.style.mixins ?? []).includes(mixinId) ||
    (component.children ?? []).some((child) => usesMixin(child, mixinId))
  )
}

/**
 * Where a section goes for a selection: right after the page-level block that holds the
 * selection, or at the end of the page when nothing (or the page itself) is selected; on a new
 * page whose content container is still empty, above that container (a footer goes below).
 */
export function sectionInsertionPoint(
  doc: SiteDocument,
  selectedId: string | undefined,
  rootId: string,
  category?: SectionCategory,
): SectionTarget {
  const root = doc.component(rootId)
  let current = selectedId !== undefined ? doc.findComponent(selectedId) : undefined
  while (current && current.parentId !== undefined && current.parentId !== rootId) {
    current = doc.findComponent(current.parentId)
  }
  if (!current || current.parentId !== rootId) {
    // A new page's empty content container stays below what is added, except the footer.
    const content = pageContentOf(root)
    const index = content ? root.children!.indexOf(content) : -1
    const empty = content !== undefined && (content.children ?? []).length === 0
    if (empty && category !== 'footers') return { parentId: rootId, index }
    return { parentId: rootId }
  }
  const index = root.children?.indexOf(current) ?? -1
  return index < 0 ? { parentId: rootId } : { parentId: rootId, index: index + 1 }
}
