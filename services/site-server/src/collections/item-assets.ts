import type { RenderCollections, RenderItem, RenderValue } from '@tessera/renderer'

/** Field types whose values are asset ids, which pages show by the asset's address. */
const ASSET_TYPES: ReadonlySet<string> = new Set(['Image', 'File', 'Gallery'])

function* itemsOf(collections: RenderCollections): Generator<RenderItem> {
  if (collections.item) yield collections.item
  for (const list of Object.values(collections.lists ?? {})) yield* list.items
  yield* Object.values(collections.items ?? {})
}

/** The asset ids the items of a page hold in their Image, File and Gallery values. */
export function itemAssetIds(collections: RenderCollections): string[] {
  const ids = new Set<string>()
  for (const item of itemsOf(collections)) {
    for (const value of Object.values(item.values)) {
      if (!ASSET_TYPES.has(value.type)) continue
      const held = Array.isArray(value.value) ? value.value : [value.value]
      for (const id of held) if (typeof id === 'string' && id !== '') ids.add(id)
    }
  }
  return [...ids]
}

function withUrls(item: RenderItem, urls: ReadonlyMap<string, string>): RenderItem {
  let values: Record<string, RenderValue> | undefined
  for (const [field, value] of Object.entries(item.values)) {
    if (!ASSET_TYPES.has(value.type)) continue
    values ??= { ...item.values }
    // An asset that is gone (or not answered) shows as no value, never as its bare id.
    values[field] = {
      type: value.type,
      value: Array.isArray(value.value)
        ? value.value.flatMap((id) => (urls.has(id) ? [urls.get(id)!] : []))
        : typeof value.value === 'string'
          ? (urls.get(value.value) ?? '')
          : '',
    }
  }
  return values === undefined ? item : { ...item, values }
}

/** The items with their asset ids replaced by the assets' current addresses. */
export function withAssetUrls(
  collections: RenderCollections,
  urls: ReadonlyMap<string, string>,
): RenderCollections {
  const swap = (item: RenderItem) => withUrls(item, urls)
  return {
    ...collections,
    ...(collections.item ? { item: swap(collections.item) } : {}),
    ...(collections.lists
      ? {
          lists: Object.fromEntries(
            Object.entries(collections.lists).map(([id, list]) => [
              id,
              { ...list, items: list.items.map(swap) },
            ]),
          ),
        }
      : {}),
    ...(collections.items
      ? {
          items: Object.fromEntries(
            Object.entries(collections.items).map(([id, item]) => [id, swap(item)]),
          ),
        }
      : {}),
  }
}
