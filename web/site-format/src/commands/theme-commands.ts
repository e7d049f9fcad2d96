import type { SiteDocument } from '../document/site-document.js'
import type { ThemeFont } from '../types/site.js'
import { clone, type CommandHandlers } from './command-handler.js'

function setVariable(
  doc: SiteDocument,
  old: { key: string } | undefined,
  next: { key: string; value: string } | undefined,
): void {
  const variables = doc.site.context.theme.variables
  if (old) delete variables[old.key]
  if (next) variables[next.key] = next.value
}

function setFont(doc: SiteDocument, old: ThemeFont | undefined, next: ThemeFont | undefined): void {
  const fonts = doc.site.context.theme.fonts
  if (old) delete fonts[old.name]
  if (next) fonts[next.name] = clone(next)
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
    undo: (doc, d) => setVariable(doc, undefined, d),
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
    undo: (doc, d) => setFont(doc, undefined, d.font),
  },
}
