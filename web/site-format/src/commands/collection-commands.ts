import type { SiteDocument } from '../document/site-document.js'
import type { CollectionList, FieldBinding, PageCollection } from '../types/collection.js'
import { clone, setOrDelete, type CommandHandlers } from './command-handler.js'

function setBinding(
  doc: SiteDocument,
  id: string,
  target: string,
  binding: FieldBinding | undefined,
): void {
  const component = doc.component(id)
  const bindings = (component.bindings ??= {})
  if (binding === undefined) delete bindings[target]
  else bindings[target] = clone(binding)
  // The canonical form has no empty map, so undo gives back exactly what was there.
  if (Object.keys(bindings).length === 0) delete component.bindings
}

function setList(doc: SiteDocument, id: string, list: CollectionList | undefined): void {
  setOrDelete(doc.component(id), 'list', list === undefined ? undefined : clone(list))
}

function setPageCollection(
  doc: SiteDocument,
  route: string,
  value: PageCollection | undefined,
): void {
  setOrDelete(doc.page(route), 'collection', value === undefined ? undefined : clone(value))
}

export const collectionCommands: CommandHandlers<'setCB' | 'setCL' | 'setPC'> = {
  setCB: {
    parts: ['pages'],
    apply: (doc, d) => setBinding(doc, d.id, d.target, d.new),
    undo: (doc, d) => setBinding(doc, d.id, d.target, d.old),
  },
  setCL: {
    parts: ['pages'],
    apply: (doc, d) => setList(doc, d.id, d.new),
    undo: (doc, d) => setList(doc, d.id, d.old),
  },
  setPC: {
    parts: ['pages'],
    apply: (doc, d) => setPageCollection(doc, d.route, d.new),
    undo: (doc, d) => setPageCollection(doc, d.route, d.old),
  },
}
