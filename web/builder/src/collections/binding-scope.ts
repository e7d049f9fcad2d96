import type { FieldBinding, SiteDocument } from '@tessera/site-format'
import type { Collection, CollectionField } from './collections-api'

/** Where a component's bindings read from: the page's item, or a list's item. */
export interface BindingScope {
  kind: 'page' | 'list'
  /** The collection of the item in scope; undefined when it is not known (yet). */
  collectionId: string | undefined
}

/**
 * The item a component's bindings read: that of the nearest collection list around it (a list
 * of a reference field: the field's target collection), else the template page's. A list's
 * own bindings read the scope around it, as its items are only its children's. Undefined when
 * the component is neither on a template page nor in a list.
 */
export function bindingScope(
  doc: SiteDocument,
  route: string,
  id: string,
  collections: readonly Collection[],
): BindingScope | undefined {
  const component = doc.findComponent(id)
  if (component === undefined) return undefined
  const lists = []
  for (let at = component; at.parentId !== undefined;) {
    const parent = doc.findComponent(at.parentId)
    if (parent === undefined) break
    if (parent.list !== undefined) lists.push(parent.list)
    at = parent
  }
  const page = doc.site.pages[route]
  let collectionId = page?.collection?.collection
  let kind: BindingScope['kind'] | undefined = collectionId === undefined ? undefined : 'page'
  // From the outermost list in: each one's items are the scope of the next.
  for (const list of lists.reverse()) {
    kind = 'list'
    if (list.collection !== undefined) collectionId = list.collection
    else if (list.source !== undefined) {
      const outer = collections.find((each) => each.id === collectionId)
      const field = outer?.fields.find((each) => each.id === list.source!.field)
      collectionId = field?.target_collection_id ?? undefined
    } else collectionId = undefined
  }
  return kind === undefined ? undefined : { kind, collectionId }
}

/** One field a binding can read: of the item in scope, or of the item a Reference names. */
export interface BindableField {
  binding: FieldBinding
  field: CollectionField
  /** The Reference field it is read through. */
  via?: CollectionField
}

/** The value a select keeps for a binding. */
export const bindingKey = (binding: FieldBinding): string =>
  binding.via === undefined ? String(binding.field) : `${binding.via}:${binding.field}`

/** Every field a binding may read in `collection`, then those of the items it references. */
export function bindableFields(
  collection: Collection,
  collections: readonly Collection[],
): BindableField[] {
  const own = collection.fields
    .filter((field) => field.type !== 'MultiReference')
    .map((field) => ({ binding: { field: field.id }, field }))
  const referenced = collection.fields
    .filter((field) => field.type === 'Reference')
    .flatMap((via) => {
      const target = collections.find((each) => each.id === via.target_collection_id)
      return (target?.fields ?? [])
        .filter((field) => field.type !== 'Reference' && field.type !== 'MultiReference')
        .map((field) => ({ binding: { field: field.id, via: via.id }, field, via }))
    })
  return [...own, ...referenced]
}

/** The field a binding reads, when it still exists. */
export function boundField(
  binding: FieldBinding,
  collection: Collection | undefined,
  collections: readonly Collection[],
): BindableField | undefined {
  if (collection === undefined) return undefined
  return bindableFields(collection, collections).find(
    (each) => bindingKey(each.binding) === bindingKey(binding),
  )
}
