import { makeAutoObservable, observable, reaction, runInAction } from 'mobx'
import type { RenderCollections, RenderItem, RenderValue } from '@tessera/renderer'
import type { CollectionList, Component, ListSort, Page } from '@tessera/site-format'
import { assetLibrary } from '../assets/asset-library'
import type { BuilderStore } from '../store/builder-store'
import {
  CollectionsClient,
  REFERENCE_TYPES,
  TEXT_TYPES,
  type Collection,
  type CollectionField,
  type CollectionItem,
  type ItemsQuery,
  type ItemValue,
} from './collections-api'
import { DEFAULT_LANG } from './item-draft'

/** Items the template page's picker offers, and a list reads, at most. */
const PREVIEW_ITEMS = 100

/** The field that names an item for people: the slug's source, else the first text field. */
export function nameField(collection: Collection, slugField?: number): CollectionField | undefined {
  const fields = collection.fields
  const slug = fields.find((field) => field.id === slugField) ?? fields.find(isSlug)
  const source = fields.find((field) => field.id === slug?.source_field_id)
  return (
    source ??
    fields.find((field) => field.type === 'PlainText') ??
    slug ??
    fields.find((field) => TEXT_TYPES.has(field.type))
  )
}

const isSlug = (field: CollectionField) => field.type === 'Slug'

/** A text value in `lang`, else in the default language; other values as they are. */
export function textOf(value: CollectionItem['values'][string] | undefined, lang: string): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'object' && !Array.isArray(value)) {
    return value[lang] ?? value[DEFAULT_LANG] ?? Object.values(value)[0] ?? ''
  }
  return String(value)
}

/** An item's name as the picker and the list settings show it. */
export function itemName(
  item: CollectionItem,
  collection: Collection,
  lang: string,
  slugField?: number,
): string {
  const field = nameField(collection, slugField)
  const name = field === undefined ? '' : textOf(item.values[String(field.id)], lang)
  return name.trim() === '' ? item.id.slice(0, 8) : name
}

/**
 * An item as the renderer reads it: values by field id with their type, text in `lang`,
 * asset ids as the addresses the assets serve at (unknown ones render empty).
 */
export function renderItem(
  item: CollectionItem,
  collection: Collection,
  lang: string,
  address: (assetId: string) => string,
): RenderItem {
  const values: Record<string, RenderValue> = {}
  for (const field of collection.fields) {
    const key = String(field.id)
    if (!Object.hasOwn(item.values, key)) continue
    const raw = item.values[key]
    if (raw === undefined || raw === null) continue
    let value: RenderValue['value']
    if (TEXT_TYPES.has(field.type)) value = textOf(raw, lang)
    else if (field.type === 'Image' || field.type === 'File') value = address(String(raw))
    else if (field.type === 'Gallery') value = Array.isArray(raw) ? raw.map(address) : []
    else if (typeof raw === 'object' && !Array.isArray(raw)) value = textOf(raw, lang)
    else value = raw
    values[key] = { type: field.type, value }
  }
  return { id: item.id, values }
}

/** The service's listing query for a list's settings, as near as the owner's listing goes. */
export function listQuery(list: CollectionList, pageItem: string | undefined): ItemsQuery {
  const [first] = list.sort ?? []
  const filters = (list.filters ?? []).flatMap((filter) => {
    if (filter.op !== 'references') return [filter]
    return pageItem === undefined ? [] : [{ field: filter.field, op: filter.op, value: pageItem }]
  })
  return {
    page_size: String(PREVIEW_ITEMS) as ItemsQuery['page_size'],
    ...(first === undefined ? {} : { sort: `${first.desc ? '-' : ''}${first.field}` }),
    ...(filters.length === 0 ? {} : { filter: JSON.stringify(filters) }),
  }
}

/** A value to sort on: text in the default language, numbers and times as they are. */
function sortValue(item: CollectionItem, field: ListSort['field']): string | number | undefined {
  if (field === 'order') return undefined
  if (typeof field === 'string') return item[field] ?? undefined
  const raw = item.values[String(field)]
  if (raw === undefined || raw === null || raw === '') return undefined
  if (typeof raw === 'number') return raw
  if (typeof raw === 'boolean') return raw ? 1 : 0
  const text = textOf(raw, DEFAULT_LANG)
  return text === '' ? undefined : text
}

/**
 * Items in a list's order. The service's listing sorts on the first key only; the second orders
 * the runs of items the first leaves equal, as the published page does (empty values last).
 */
export function sortItems(
  items: readonly CollectionItem[],
  sort: readonly ListSort[],
): CollectionItem[] {
  const [first, second] = sort
  if (first === undefined || second === undefined) return [...items]
  const compare = (a: CollectionItem, b: CollectionItem): number => {
    const x = sortValue(a, second.field)
    const y = sortValue(b, second.field)
    if (x === y) return 0
    if (x === undefined) return 1
    if (y === undefined) return -1
    const order =
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))
    return second.desc ? -order : order
  }
  const out: CollectionItem[] = []
  let run: CollectionItem[] = []
  for (const item of items) {
    if (run.length > 0 && sortValue(run[0]!, first.field) !== sortValue(item, first.field)) {
      out.push(...run.sort(compare))
      run = []
    }
    run.push(item)
  }
  out.push(...run.sort(compare))
  return out
}

/** The collection lists of a component tree that read a collection, outermost first. */
export function collectionLists(root: Component): Component[] {
  const found: Component[] = []
  const visit = (component: Component) => {
    if (component.list?.collection !== undefined) found.push(component)
    for (const child of component.children ?? []) visit(child)
  }
  visit(root)
  return found
}

/**
 * The Reference and Multi-reference fields a page reads through: bindings' `via` fields and the
 * source fields of lists of a reference field.
 */
export function referenceFieldsUsed(root: Component): Set<number> {
  const fields = new Set<number>()
  const visit = (component: Component) => {
    for (const binding of Object.values(component.bindings ?? {})) {
      if (binding.via !== undefined) fields.add(binding.via)
    }
    if (component.list?.source !== undefined) fields.add(component.list.source.field)
    for (const child of component.children ?? []) visit(child)
  }
  visit(root)
  return fields
}

/** Referenced items the canvas reads at most, so a long list does not ask for hundreds. */
const MAX_REFERENCED = 100

interface ListLoad {
  key: string
  items: CollectionItem[] | undefined
}

/**
 * What the canvas shows of the site's collections: the template page's item (chosen in the
 * toolbar, the first one until then) and each list's items, read through the owner's listing,
 * drafts included (the builder shows them; visitors never do). Nothing here is an edit: the
 * choice of item is the builder's view, not the site's.
 */
export class CollectionPreview {
  collections: Collection[] | undefined = undefined
  /** The picker's items for each template page, by route. */
  readonly pickerItems = observable.map<string, CollectionItem[]>()
  /** The item each template page shows, by route. */
  readonly chosen = observable.map<string, string>()
  /** What the picker searches for. */
  search = ''
  readonly lists = observable.map<string, ListLoad>()
  /** The page each paginated list shows on the canvas (its `?page=N` link followed). */
  readonly listPages = observable.map<string, number>()
  /** Items references point to, by id, with their collection. */
  readonly referenced = observable.map<string, { collectionId: string; item: CollectionItem }>()
  private readonly referencesAsked = new Set<string>()
  private readonly client: CollectionsClient
  private collectionsAsked = false
  /** Each list's settings when its page was last shown, so a change shows its first again. */
  private readonly listSettings = new Map<string, string>()
  private pickerAsked = new Map<string, string>()
  private disposeEdits: (() => void) | undefined

  constructor(private readonly store: BuilderStore) {
    this.client = new CollectionsClient(store.host.api, store.siteId)
    makeAutoObservable<
      this,
      'store' | 'client' | 'collectionsAsked' | 'pickerAsked' | 'referencesAsked' | 'listSettings'
    >(this, {
      listSettings: false,
      store: false,
      client: false,
      collectionsAsked: false,
      pickerAsked: false,
      referencesAsked: false,
    })
  }

  /** Collections live on the service: a server site, for its signed-in owner. */
  get available(): boolean {
    return this.store.variant === 'server' && this.store.loggedIn
  }

  byId(id: string | undefined): Collection | undefined {
    return id === undefined ? undefined : this.collections?.find((each) => each.id === id)
  }

  /** Starts following the open page: loads what it shows, again after each edit. */
  start(): void {
    if (this.disposeEdits !== undefined || !this.available) return
    const edits = this.store.editor.onEdit(() => void this.sync())
    // Items and fields change in the Collections menu: read again once it closes.
    const menus = reaction(
      () => this.store.view.menu,
      (_menu, previous) => previous === 'collections' && void this.reload(),
    )
    this.disposeEdits = () => {
      edits()
      menus()
    }
    void this.sync()
  }

  dispose(): void {
    this.disposeEdits?.()
    this.disposeEdits = undefined
  }

  /** Reads everything again (the Collections menu changed items or fields). */
  async reload(): Promise<void> {
    this.collectionsAsked = false
    this.pickerAsked.clear()
    this.referencesAsked.clear()
    runInAction(() => {
      this.lists.clear()
      this.referenced.clear()
    })
    await this.sync()
  }

  async loadCollections(): Promise<void> {
    if (this.collectionsAsked || !this.available) return
    this.collectionsAsked = true
    try {
      const collections = await this.client.list()
      runInAction(() => (this.collections = collections))
    } catch {
      this.collectionsAsked = false
      runInAction(() => (this.collections ??= []))
    }
  }

  /** Loads what the open page shows that is not at hand yet. */
  async sync(): Promise<void> {
    if (!this.available) return
    const route = this.store.view.activeRoute
    const page = this.store.editor.site.pages[route]
    if (page === undefined) return
    await this.loadCollections()
    // A site without collections has nothing to show: an edit costs no walk of the page.
    if (this.collections?.length === 0) return
    const work: Array<Promise<unknown>> = []
    if (page.collection !== undefined) work.push(this.loadPicker(route, page))
    const pageItem = this.chosenId(route)
    for (const component of collectionLists(page.root)) {
      const list = component.list!
      // Other settings, other pages: the list starts again at its first.
      const settings = JSON.stringify(list)
      if (this.listSettings.get(component.id) !== settings) {
        this.listSettings.set(component.id, settings)
        if (this.listPages.has(component.id)) runInAction(() => this.listPages.delete(component.id))
      }
      const key = JSON.stringify([list.collection, listQuery(list, pageItem)])
      if (this.lists.get(component.id)?.key === key) continue
      work.push(this.loadList(component.id, list, key, pageItem))
    }
    await Promise.all(work)
    await this.loadReferences(route, page)
  }

  /** The items the shown items' references point to, for the fields the page reads through. */
  private async loadReferences(route: string, page: Page): Promise<void> {
    const fields = referenceFieldsUsed(page.root)
    if (fields.size === 0) return
    const shown: Array<{ collection: Collection | undefined; item: CollectionItem }> = []
    const chosen = this.chosenItem(route)
    if (chosen !== undefined)
      shown.push({ collection: this.byId(page.collection?.collection), item: chosen })
    for (const [id, load] of this.lists) {
      const collection = this.byId(this.store.editor.doc.findComponent(id)?.list?.collection)
      for (const item of load.items ?? []) shown.push({ collection, item })
    }
    const wanted = new Map<string, string>()
    for (const { collection, item } of shown) {
      for (const field of collection?.fields ?? []) {
        const target = field.target_collection_id
        if (!fields.has(field.id) || !REFERENCE_TYPES.has(field.type) || target === null) continue
        const raw = item.values[String(field.id)]
        const ids = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : []
        for (const id of ids) if (!this.referencesAsked.has(id)) wanted.set(id, target)
      }
    }
    const asking = [...wanted].slice(0, MAX_REFERENCED)
    for (const [id] of asking) this.referencesAsked.add(id)
    await Promise.all(
      asking.map(async ([id, collectionId]) => {
        try {
          const item = await this.client.item(collectionId, id)
          runInAction(() => this.referenced.set(id, { collectionId, item }))
        } catch {
          // A reference to an item that is gone shows empty, as on the published page.
        }
      }),
    )
  }

  private async loadPicker(route: string, page: Page): Promise<void> {
    const binding = page.collection!
    const key = `${binding.collection}|${this.search}`
    if (this.pickerAsked.get(route) === key) return
    this.pickerAsked.set(route, key)
    try {
      const answer = await this.client.items(binding.collection, {
        page_size: String(PREVIEW_ITEMS) as ItemsQuery['page_size'],
        sort: 'created_at',
        ...(this.search.trim() === '' ? {} : { search: this.search.trim() }),
      })
      runInAction(() => this.pickerItems.set(route, answer.results))
      // A list referencing the page's item reads it again for the item now shown.
      if (this.search === '') await this.sync()
    } catch {
      this.pickerAsked.delete(route)
      runInAction(() => this.pickerItems.set(route, []))
    }
  }

  private async loadList(
    id: string,
    list: CollectionList,
    key: string,
    pageItem: string | undefined,
  ): Promise<void> {
    runInAction(() => this.lists.set(id, { key, items: this.lists.get(id)?.items }))
    try {
      const answer = await this.client.items(list.collection!, listQuery(list, pageItem))
      runInAction(() => {
        if (this.lists.get(id)?.key === key) this.lists.set(id, { key, items: answer.results })
      })
    } catch {
      runInAction(() => {
        if (this.lists.get(id)?.key === key) this.lists.set(id, { key, items: [] })
      })
    }
  }

  /** The picker's search: the items whose text holds it. */
  setSearch(search: string): void {
    this.search = search
    void this.sync()
  }

  /** Follows a list's link to its page `page` on the canvas (a view, not an edit). */
  showListPage(id: string, page: number): void {
    if (page <= 1) this.listPages.delete(id)
    else this.listPages.set(id, page)
  }

  /** Shows another item on the template page `route`. */
  choose(route: string, itemId: string): void {
    this.chosen.set(route, itemId)
    void this.sync()
  }

  /** The id of the item the template page shows: the chosen one, else the first one. */
  chosenId(route: string): string | undefined {
    const chosen = this.chosen.get(route)
    if (chosen !== undefined) return chosen
    return this.pickerItems.get(route)?.[0]?.id
  }

  chosenItem(route: string): CollectionItem | undefined {
    const id = this.chosenId(route)
    const items = this.pickerItems.get(route)
    return items?.find((item) => item.id === id) ?? (id === undefined ? undefined : this.kept(id))
  }

  /** A chosen item the search no longer lists stays shown. */
  private readonly keptItems = new Map<string, CollectionItem>()

  private kept(id: string): CollectionItem | undefined {
    return this.keptItems.get(id)
  }

  /** Remembers the item shown, so a search that leaves it out does not take it away. */
  keep(item: CollectionItem): void {
    this.keptItems.set(item.id, item)
  }

  /**
   * Writes one field of an item through the owner's route the item editor uses (the service
   * checks it as any write), showing the new value at once and the stored one once answered;
   * a refused write puts the old value back and is thrown.
   */
  async writeField(
    collectionId: string,
    item: CollectionItem,
    fieldId: number,
    value: ItemValue | null,
  ): Promise<CollectionItem> {
    const key = String(fieldId)
    const values = { ...item.values }
    if (value === null) delete values[key]
    else values[key] = value
    this.replaceItem({ ...item, values })
    try {
      const stored = await this.client.updateItem(collectionId, item.id, {
        values: { [key]: value },
      })
      this.replaceItem(stored)
      return stored
    } catch (error) {
      this.replaceItem(item)
      throw error
    }
  }

  /** An item's new state wherever the canvas shows it: the picker, the kept item, the lists. */
  private replaceItem(item: CollectionItem): void {
    const swap = (items: readonly CollectionItem[]) =>
      items.map((each) => (each.id === item.id ? item : each))
    for (const [route, items] of this.pickerItems) {
      if (items.some((each) => each.id === item.id)) this.pickerItems.set(route, swap(items))
    }
    if (this.keptItems.has(item.id)) this.keptItems.set(item.id, item)
    for (const [id, load] of this.lists) {
      if (load.items?.some((each) => each.id === item.id))
        this.lists.set(id, { ...load, items: swap(load.items) })
    }
  }

  /** What the canvas renders page `route` with; undefined while there is nothing to show. */
  renderData(route: string): RenderCollections | undefined {
    if (!this.available || this.collections === undefined) return undefined
    const page = this.store.editor.site.pages[route]
    if (page === undefined) return undefined
    const lang = this.store.translations.activeLanguage
    const library = assetLibrary(this.store)
    void library.addressesVersion
    const address = (id: string) => library.currentUrls.get(id) ?? ''
    const data: RenderCollections = {}
    const pageCollection = this.byId(page.collection?.collection)
    const chosen = this.chosenItem(route)
    if (pageCollection !== undefined && chosen !== undefined) {
      data.item = renderItem(chosen, pageCollection, lang, address)
    }
    const lists: NonNullable<RenderCollections['lists']> = {}
    for (const [id, load] of this.lists) {
      const component = this.store.editor.doc.findComponent(id)
      const collection = this.byId(component?.list?.collection)
      if (load.items === undefined || collection === undefined || !component?.list) continue
      // Unsliced: the canvas applies the list's offset, limit and page, which need no new
      // reading (of the first PREVIEW_ITEMS items).
      const { offset = 0, limit, paginate } = component.list
      const page = paginate === true ? (this.listPages.get(id) ?? 1) : 1
      lists[id] = {
        items: sortItems(load.items, component.list.sort ?? []).map((item) =>
          renderItem(item, collection, lang, address),
        ),
        page,
        hasMore: paginate === true && load.items.length > offset + page * limit,
      }
    }
    if (Object.keys(lists).length > 0) data.lists = lists
    const referenced: NonNullable<RenderCollections['items']> = {}
    for (const [id, { collectionId, item }] of this.referenced) {
      const collection = this.byId(collectionId)
      if (collection !== undefined) referenced[id] = renderItem(item, collection, lang, address)
    }
    if (Object.keys(referenced).length > 0) data.items = referenced
    // Nothing to show: the canvas renders as designed, and its nodes keep their scope.
    return data.item === undefined && data.lists === undefined && data.items === undefined
      ? undefined
      : data
  }

  /**
   * What the renderer renders page `route` with outside the canvas (the narrow screen's
   * preview): each list's items from its offset on, as the site server hands them.
   */
  pageData(route: string): RenderCollections | undefined {
    const data = this.renderData(route)
    if (data?.lists === undefined) return data
    const lists: NonNullable<RenderCollections['lists']> = {}
    for (const [id, list] of Object.entries(data.lists)) {
      const settings = this.store.editor.doc.findComponent(id)?.list
      const start = (settings?.offset ?? 0) + (list.page - 1) * (settings?.limit ?? 0)
      lists[id] = { ...list, items: list.items.slice(start) }
    }
    return { ...data, lists }
  }
}

const previews = new WeakMap<BuilderStore, CollectionPreview>()

/** The one preview of an open site. */
export function collectionPreview(store: BuilderStore): CollectionPreview {
  let preview = previews.get(store)
  if (!preview) {
    preview = new CollectionPreview(store)
    previews.set(store, preview)
  }
  return preview
}
