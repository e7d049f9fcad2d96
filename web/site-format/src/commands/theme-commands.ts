import type { SiteDocument } from '../document/site-document.js'
import type { ThemeFont } from '../types/site.js'
import { clone, putKeyAt, renameKeyTo, type CommandHandlers } from './command-handler.js'

/** Adds, changes (in its place), or removes a variable; `at` is where an added one goes. */
function setVariable(
  doc: SiteDocument,
  old: { key: string } | undefined,
  next: { key: string; value: string } | undefined,
  at?: number,
): void {
  const variables = doc.site.context.theme.variables
  if (old && next) renameKeyTo(variables, old.key, next.key, next.value)
  else if (old) delete variables[old.key]
  else if (next) putKeyAt(variables, next.key, next.value, at)
}

/** Adds, changes (in its place), or removes a font; `at` is where an added one goes. */
function setFont(
  doc: SiteDocument,
  old: ThemeFont | undefined,
  next: ThemeFont | undefined,
  at?: number,
): void {
  const fonts = doc.site.context.theme.fonts
  if (old && next) renameKeyTo(fonts, old.name, next.name, clone(next))
  else if (old) delete fonts[old.name]
  else if (next) putKeyAt(fonts, next.name, clone(next), at)
}

export const themeCommands: CommandHandlers<
  'addTV' | 'editTV' | 'rmTV' | 'addTF' | 'editTF' | 'rmTF'
> = {
  addTV: {
    parts: ['context'],
    apply: (doc, d) => setVariable(doc, undefined, d),
    undo: (doc, d) => setVariable(doc, d, undefined),
  },
  editTV: {
    parts: ['context'],
    apply: (doc, d) => setVariable(doc, d.old, d.new),
    undo: (doc, d) => setVariable(doc, d.new, d.old),
    merge: (prev, next) =>
      prev.new.key === next.old.key ? { old: prev.old, new: next.new } : undefined,
  },
  rmTV: {
    parts: ['context'],
    apply: (doc, d) => setVariable(doc, d, undefined),
    undo: (doc, d) => setVariable(doc, undefined, d, d.at),
  },
  addTF: {
    parts: ['context'],
    apply: (doc, d) => setFont(doc, undefined, d.font),
    undo: (doc, d) => setFont(doc, d.font, undefined),
  },
  editTF: {
    parts: ['context'],
    apply: (doc, d) => setFont(doc, d.old, d.new),
    undo: (doc, d) => setFont(doc, d.new, d.old),
  },
  rmTF: {
    parts: ['context'],
    apply: (doc, d) => setFont(doc, d.font, undefined),
    undo: (doc, d) => setFont(doc, undefined, d.font, d.at),
  },
}
