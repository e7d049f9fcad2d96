import type { ClipboardPayload } from '../clipboard/payload.js'
import { isRootComponent, preparePaste, ROOT_PASTE_ONLY } from '../clipboard/prepare-paste.js'
import { styleForPaste } from '../clipboard/paste-style.js'
import type { SiteDocument } from '../document/site-document.js'
import type { Command } from '../types/command.js'
import { addComponent, editComponent, replacePageRoot } from './component-edits.js'
import { replaceComponentStyle } from './style-edits.js'
import { replaceTranslations, setBehavior } from './site-edits.js'

export const PASTE_INTO_TEXT = 'Cannot paste into a component with text content'

export type PasteTarget =
  /** Into a component, at an index among its children (default: last). */
  | { parentId: string; index?: number }
  /** In place of a page's root (only a copied root may do this). */
  | { replaceRoute: string }

/**
 * Pastes a copied component as one undo step: what it needs from its site (mixins,
 * behaviours, breakpoints, translations, theme variables and fonts) comes first, merged by
 * name, then the component with ids renamed into this site's namespace.
 */
export function pasteComponent(
  doc: SiteDocument,
  payload: ClipboardPayload,
  target: PasteTarget,
  siteId: string,
): Command {
  const site = doc.site
  const root = isRootComponent(payload.component)
  if ('parentId' in target) {
    const parent = doc.component(target.parentId)
    if (root && parent.parentId !== undefined) throw new Error(ROOT_PASTE_ONLY)
    if (parent.content !== undefined && !parent.children) throw new Error(PASTE_INTO_TEXT)
  } else if (!root) {
    throw new Error(ROOT_PASTE_ONLY)
  }
  const prepared = preparePaste(site, payload, {
    ...('parentId' in target ? { parentId: target.parentId } : {}),
    sameSite: payload.siteId === siteId,
  })
  const before = prepared.nextIdBefore
  const context = site.context
  const commands: Command[] = []
  // Dependencies keep the counter where the paste leaves it; the component restores it on undo.
  prepared.mixinsToAdd.forEach((mixin, i) =>
    commands.push({
      type: 'addS',
      data: { mixin, index: context.styleOrder.length + i, nextId: [before, before] },
    }),
  )
  for (const behavior of prepared.behaviorsToAdd)
    commands.push(setBehavior(doc, behavior.id, behavior))
  if (prepared.breakpointsToAdd.length) {
    const breakpoints = { ...structuredClone(context.breakpoints) }
    for (const bp of prepared.breakpointsToAdd) breakpoints[bp.id] = bp
    commands.push({
      type: 'setBP',
      data: { old: structuredClone(context.breakpoints), new: breakpoints },
    })
  }
  if (Object.keys(prepared.translationsToAdd).length) {
    const i18n = structuredClone(context.i18n)
    for (const [lang, entries] of Object.entries(prepared.translationsToAdd))
      i18n[lang] = { ...i18n[lang], ...entries }
    commands.push(replaceTranslations(doc, i18n, context.activeI18n))
  }
  for (const [key, value] of Object.entries(prepared.themeVariablesToAdd))
    commands.push({ type: 'addTV', data: { key, value } })
  for (const font of prepared.fontsToAdd) commands.push({ type: 'addTF', data: { font } })
  commands.push(
    'parentId' in target
      ? addComponent(doc, prepared.component, target.parentId, before, target.index)
      : replacePageRoot(doc, target.replaceRoute, prepared.component, before),
  )
  return commands.length === 1 ? commands[0]! : { type: 'g', data: { commands } }
}

/** Shift+paste: only the copied style, mapped onto this site's breakpoints and mixins. */
export function pasteStyle(
  doc: SiteDocument,
  payload: ClipboardPayload,
  id: string,
): Command<'mergeCS'> {
  return replaceComponentStyle(doc, id, styleForPaste(payload, doc.site))
}

/** Plain text becomes the content of a component without children. */
export function pasteText(doc: SiteDocument, id: string, text: string): Command<'editC'> {
  if (doc.component(id).children)
    throw new Error('Cannot paste text into a component with children')
  return editComponent(doc, id, { content: text })
}
