/*
 * How pages and components show the items of a site's collections (custom data). The site holds
 * only references: collection ids and field ids (a field keeps its id when it is renamed); the
 * items themselves are read when a page renders.
 */

/** Where a bound value comes from: a field of the item in scope, or of an item it references. */
export interface FieldBinding {
  /** The field's id in its collection. */
  field: number
  /** A Reference field of the item in scope: the value is read from the item it points to. */
  via?: number
}

/**
 * What a binding sets: the component's text (`content`), its background picture
 * (`background`), whether it shows at all (`visible`: hidden when the field is empty) or one of
 * its inputs (`input:src`, `input:href`, `input:alt`, …).
 */
export type BindingTarget = 'content' | 'background' | 'visible' | `input:${string}`

export const BINDING_TARGET = /^(content|background|visible|input:[A-Za-z_][A-Za-z0-9_.:-]{0,63})$/

export const isBindingTarget = (value: string): value is BindingTarget => BINDING_TARGET.test(value)

/** A page whose route holds a parameter (`/blog/:slug`) shows one item of a collection. */
export interface PageCollection {
  /** The collection's id. */
  collection: string
  /** The Slug field whose value the route's parameter matches. */
  slugField: number
}

/** Times every item has; lists filter and sort by them like fields. */
export const itemTimeFields = ['created_at', 'updated_at', 'published_at'] as const
export type ItemTimeField = (typeof itemTimeFields)[number]

export const listFilterOps = [
  'equals',
  'contains',
  'before',
  'after',
  'is_set',
  'references',
] as const
export type ListFilterOp = (typeof listFilterOps)[number]

/**
 * One condition items of a list meet. `references` takes no value: the field must point to the
 * item of the page the list is on (a post's comments, a category's products).
 */
export interface ListFilter {
  field: number | ItemTimeField
  op: ListFilterOp
  /** Text, a number or an ISO date and time; `is_set` takes a switch (false: is not set). */
  value?: string | number | boolean
}

export interface ListSort {
  field: number | ItemTimeField | 'order'
  desc: boolean
}

export const MAX_LIST_LIMIT = 100
export const MAX_LIST_SORTS = 2
export const MAX_LIST_FILTERS = 10

/**
 * A collection list repeats its first child for each item; its second child, when it has one,
 * shows instead when there is no item. Either `collection` (items queried with the filters,
 * sorting and paging) or `source` (a list inside another list's item or on a template page:
 * the items a Multi-reference field of that item points to, in its order); a new list has
 * neither until one is chosen.
 */
export interface CollectionList {
  collection?: string
  source?: { field: number }
  filters?: ListFilter[]
  sort?: ListSort[]
  /** Items shown (per page, when paginated): 1 to `MAX_LIST_LIMIT`. */
  limit: number
  /** Items skipped before the first one shown. */
  offset?: number
  /** `?page=N` links to the next and previous pages. */
  paginate?: boolean
}

/** The types of a collection's fields, as custom data names them. */
export const collectionFieldTypes = [
  'PlainText',
  'RichText',
  'Image',
  'Gallery',
  'DateTime',
  'Number',
  'Switch',
  'Option',
  'Link',
  'Email',
  'Colour',
  'File',
  'Reference',
  'MultiReference',
  'Slug',
] as const
export type CollectionFieldType = (typeof collectionFieldTypes)[number]
