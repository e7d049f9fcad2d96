import type { SiteDocument } from '../document/site-document.js'
import type { SiteContent } from '../types/command.js'
import type { Translations } from '../types/site.js'
import { clone, type CommandHandlers } from './command-handler.js'

function setTranslations(doc: SiteDocument, state: { i18n: Translations; active?: string }): void {
  const context = doc.site.context
  context.i18n = clone(state.i18n)
  if (state.active === undefined) delete context.activeI18n
  else context.activeI18n = state.active
}

function setEditorValue(doc: SiteDocument, key: string, value: unknown): void {
  const editor = (doc.site.editor ??= { builderWidth: 1080, builderScale: 1 })
  if (value === undefined) delete editor[key]
  else editor[key] = clone(value)
}

/** Puts other content in place, keeping the component index current. */
function replaceContent(doc: SiteDocument, content: SiteContent): void {
  const site = doc.site
  for (const page of Object.values(site.pages)) doc.unindexSubtree(page.root)
  const next = clone(content)
  site.context = next.context
  site.defaults = next.defaults
  site.pages = next.pages
  site.pageOrder = next.pageOrder
  for (const [route, page] of Object.entries(site.pages)) doc.indexSubtree(page.root, route)
}

export const siteCommands: CommandHandlers<
  'setBP' | 'setT' | 'rT' | 'setGS' | 'addR' | 'uUi' | 'mS' | 'rS'
> = {
  setBP: {
    parts: ['context'],
    apply: (doc, d) => void (doc.site.context.breakpoints = clone(d.new)),
    undo: (doc, d) => void (doc.site.context.breakpoints = clone(d.old)),
  },
  setT: {
    parts: ['context'],
    apply(doc, d) {
      const language = (doc.site.context.i18n[d.lang] ??= {})
      if (d.new === undefined) delete language[d.key]
      else language[d.key] = d.new
    },
    undo(doc, d) {
      const i18n = doc.site.context.i18n
      const language = (i18n[d.lang] ??= {})
      if (d.old === undefined) delete language[d.key]
      else language[d.key] = d.old
      if (d.addedLanguage) delete i18n[d.lang]
    },
    merge: (prev, next) =>
      prev.lang === next.lang && prev.key === next.key
        ? { ...next, old: prev.old, ...(prev.addedLanguage ? { addedLanguage: true } : {}) }
        : undefined,
  },
  rT: {
    parts: ['context'],
    apply: (doc, d) => setTranslations(doc, d.new),
    undo: (doc, d) => setTranslations(doc, d.old),
  },
  setGS: {
    parts: ['context'],
    apply(doc, d) {
      const styles = doc.site.context.globalStyles
      if (d.old) delete styles[d.old.name]
      if (d.new) styles[d.new.name] = clone(d.new.style)
    },
    undo(doc, d) {
      const styles = doc.site.context.globalStyles
      if (d.new) delete styles[d.new.name]
      if (d.old) styles[d.old.name] = clone(d.old.style)
    },
  },
  addR: {
    parts: ['context'],
    apply(doc, d) {
      const context = doc.site.context
      context.customComponentIds.push(d.id)
      context.customChildIds.push(...d.childIds)
    },
    undo(doc, d) {
      const context = doc.site.context
      context.customComponentIds.splice(context.customComponentIds.lastIndexOf(d.id), 1)
      context.customChildIds.splice(
        context.customChildIds.length - d.childIds.length,
        d.childIds.length,
      )
    },
  },
  uUi: {
    parts: ['editor'],
    apply: (doc, d) => setEditorValue(doc, d.key, d.new),
    undo: (doc, d) => setEditorValue(doc, d.key, d.old),
  },
  rS: {
    parts: ['context', 'defaults', 'pages', 'pageOrder'],
    apply: (doc, d) => replaceContent(doc, d.new),
    undo: (doc, d) => replaceContent(doc, d.old),
  },
  mS: {
    parts: ['version'],
    apply: (doc, d) => void (doc.site.version = d.newVersion),
    undo: (doc, d) => void (doc.site.version = d.oldVersion),
  },
}
