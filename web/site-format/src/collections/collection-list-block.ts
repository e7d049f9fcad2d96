import { builtinComponents, BuiltinComponentId } from '../builtins/components.js'
import type { BuiltinComponent, ComponentTemplate } from '../builtins/components.js'

/** The names and texts a new collection list starts with, in the editor's language. */
export interface CollectionListTexts {
  /** The list's name in the tree. */
  list: string
  /** The item design's name. */
  item: string
  /** The design's heading, until it is bound to a field. */
  title: string
  /** The design's text, until it is bound to a field. */
  text: string
  /** The empty state's name. */
  emptyName: string
  /** What the empty state says. */
  empty: string
}

/** A new list's texts, as the other blocks' ("Heading 1") are: the owner's to change. */
export const COLLECTION_LIST_TEXTS: CollectionListTexts = {
  list: 'CollectionList',
  item: 'CollectionItem',
  title: 'Item title',
  text: 'Item text',
  emptyName: 'EmptyState',
  empty: 'Nothing here yet.',
}

/** The New menu's id of the collection list block (not a built-in component id). */
export const COLLECTION_LIST_BLOCK = 'collection-list'

/** Items a new list shows: a page of ten, as the builder's canvas has room for. */
export const NEW_LIST_LIMIT = 10

function part(id: string): ComponentTemplate {
  const { id: _id, ...template } = builtinComponents[id] as BuiltinComponent
  return template
}

/**
 * The New menu's "Collection list": a vertical container repeating its item design (a heading
 * and a text, to bind to fields) for each item, and an empty state when there is none. Made of
 * built-in parts, so their styles come with it as any block's do.
 */
export function collectionListTemplate(
  texts: CollectionListTexts = COLLECTION_LIST_TEXTS,
): ComponentTemplate {
  const box = part(BuiltinComponentId.containerVertical)
  return {
    ...box,
    name: texts.list,
    list: { limit: NEW_LIST_LIMIT },
    children: [
      {
        ...box,
        name: texts.item,
        children: [
          { ...part(BuiltinComponentId.h3), content: texts.title },
          { ...part(BuiltinComponentId.text), content: texts.text },
        ],
      },
      { ...part(BuiltinComponentId.text), name: texts.emptyName, content: texts.empty },
    ],
  }
}
