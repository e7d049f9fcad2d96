import type { FieldBinding } from '@tessera/site-format'
import type { BuilderStore } from '../store/builder-store'
import { bindingScope } from './binding-scope'
import { collectionPreview, textOf } from './collection-preview'
import type { CollectionField, CollectionItem, ItemValue } from './collections-api'
import { DEFAULT_LANG } from './item-draft'

/** Field types whose value a bound text on the canvas edits in place. */
const TYPED_IN_PLACE = new Set(['PlainText', 'RichText'])

/**
 * The item field a bound text shows, when typing into it on the canvas can change the item:
 * a Plain or Rich text field of the template page's own item (not one read through a
 * reference, nor one a list repeats), while that item is shown. `lang` is the key the canvas
 * language's text is kept under (`*` for the site's default language).
 */
export interface ItemFieldTarget {
  collectionId: string
  /** The item shown when typing began: the text goes to it even if another is picked meanwhile. */
  item: CollectionItem
  field: CollectionField
  lang: string
  route: string
}

export function itemFieldTarget(
  store: BuilderStore,
  id: string,
  binding: FieldBinding,
): ItemFieldTarget | undefined {
  if (binding.via !== undefined) return undefined
  const preview = collectionPreview(store)
  const route = store.view.activeRoute
  const scope = bindingScope(store.editor.doc, route, id, preview.collections ?? [])
  if (scope?.kind !== 'page') return undefined
  const collection = preview.byId(scope.collectionId)
  const field = collection?.fields.find((each) => each.id === binding.field)
  const item = preview.chosenItem(route)
  if (collection === undefined || field === undefined || item === undefined) return undefined
  if (!TYPED_IN_PLACE.has(field.type)) return undefined
  const { activeLanguage, defaultLanguage } = store.translations
  return {
    collectionId: collection.id,
    item,
    field,
    lang: activeLanguage === defaultLanguage ? DEFAULT_LANG : activeLanguage,
    route,
  }
}

/** The text the canvas shows for the target: its language's, else the default language's. */
export function targetText(store: BuilderStore, target: ItemFieldTarget): string {
  const item = collectionPreview(store).chosenItem(target.route)
  return textOf(item?.values[String(target.field.id)], target.lang)
}

/**
 * The field's value with the canvas language's text replaced, as the item editor writes it:
 * the default language's alone as a string, several as a map, none as null.
 */
export function withText(
  value: ItemValue | undefined,
  lang: string,
  text: string,
): ItemValue | null {
  const byLang: Record<string, string> =
    typeof value === 'string'
      ? { [DEFAULT_LANG]: value }
      : value !== null && typeof value === 'object' && !Array.isArray(value)
        ? { ...value }
        : {}
  if (text.trim() === '') delete byLang[lang]
  else byLang[lang] = text
  const kept = Object.entries(byLang).filter(([, each]) => each.trim() !== '')
  if (kept.length === 0) return null
  if (kept.length === 1 && kept[0]![0] === DEFAULT_LANG) return kept[0]![1]
  return Object.fromEntries(kept)
}

/**
 * Saves the text typed on the canvas into the item. Items are the service's, not the site's:
 * the write is not on the builder's undo list, and the notice says so (or says why the
 * service refused it, and the old text is back).
 */
export async function saveTypedText(
  store: BuilderStore,
  target: ItemFieldTarget,
  text: string,
): Promise<boolean> {
  const preview = collectionPreview(store)
  const shown = preview.chosenItem(target.route)
  const item = shown?.id === target.item.id ? shown : target.item
  const key = String(target.field.id)
  const value = withText(item.values[key], target.lang, text)
  try {
    await preview.writeField(target.collectionId, item, target.field.id, value)
    store.components.showNotice({
      key: 'builder.binding.itemSaved',
      values: { field: target.field.name },
    })
    return true
  } catch (error) {
    store.components.showNotice({
      key: 'builder.binding.itemSaveFailed',
      values: { field: target.field.name },
      error,
    })
    return false
  }
}
