import {
  findSection,
  insertSection,
  sectionInsertionPoint,
  type SectionTarget,
} from '@tessera/site-format/sections'
import type { BuilderStore } from '../store/builder-store'

/**
 * Inserts a library section as one undo step, after the page-level block holding the selection
 * (or where it was dropped), and selects it. Texts come in the site's languages, or in
 * `language` (the builder's) on a site without translations. Returns the new section's id.
 */
export function addSection(
  store: BuilderStore,
  sectionId: string,
  language: string,
  target?: SectionTarget,
): string | undefined {
  const { editor, view } = store
  const doc = editor.doc
  const category = findSection(sectionId)?.category
  const at =
    target ?? sectionInsertionPoint(doc, view.selectedId, store.components.rootId, category)
  const before = doc.site.context.nextId
  let command
  try {
    command = insertSection(doc, sectionId, at, { language })
  } catch (error) {
    doc.site.context.nextId = before
    store.components.showNotice({ text: error instanceof Error ? error.message : String(error) })
    return undefined
  }
  if (!editor.run(command, { merge: false })) {
    doc.site.context.nextId = before
    return undefined
  }
  const parent = doc.component(at.parentId)
  const added = parent.children?.[at.index ?? parent.children.length - 1]
  if (!added) return undefined
  view.setExpanded(parent.id, true)
  view.select(added.id)
  return added.id
}
