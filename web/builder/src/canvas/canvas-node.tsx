import { observer } from 'mobx-react-lite'
import {
  createContext,
  createElement,
  memo,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
} from 'react'
import {
  bindComponent,
  LIST_PAGES_STYLE,
  reactProps,
  VOID_TAGS,
  type CanvasRenderer,
  type RenderCollections,
  type RenderItem,
} from '@tessera/renderer'
import { visitorText, type Component } from '@tessera/site-format'
import { useBuilder } from '../store-context'
import { ASSET_ATTRIBUTES } from '../assets/asset-address'
import { assetLibrary } from '../assets/asset-library'
import { TextEditor } from '../text/text-editor'
import type { BuilderStore } from '../store/builder-store'
import { componentRef } from './component-element'
import { MediaPlaceholder } from './media-placeholder'
import { EmptyPageHint } from './empty-page-hint'
import { collectionPreview } from '../collections/collection-preview'
import { useComponentsChanges } from './use-components-changes'

/** What every canvas node renders with besides its own component: new when all must render. */
interface CanvasScope {
  store: BuilderStore
  renderer: CanvasRenderer
  route: string
  /** The address the canvas shows for a file's: an asset's current one (see AssetLibrary). */
  address: (url: string) => string
  /** The collection items the page shows (its item, its lists' items), once loaded. */
  data: RenderCollections | undefined
}

const CanvasScopeContext = createContext<CanvasScope | undefined>(undefined)

/**
 * The item bindings read below a node: the template page's, or one list item's. A list's
 * copies after the first (`suffix` not empty) are pictures of its design: they select the
 * design when clicked and are not the design's element for the overlay.
 */
interface ItemScope {
  item: RenderItem | undefined
  suffix: string
}

const ItemScopeContext = createContext<ItemScope>({ item: undefined, suffix: '' })

/**
 * The page being edited, as the canvas shows it. It follows the renderer and the page (MobX);
 * when either changes, every node renders again through the scope it hands them.
 */
export const CanvasPage = observer(function CanvasPage(): ReactNode {
  const store = useBuilder()
  const renderer = store.renderer
  const route = store.view.activeRoute
  // The page's root changes with an import, a reset or a root replacement (each bumps `epoch`).
  void store.editor.epoch
  const rootId = store.page.root.id
  // The user's assets are listed soon after the site opens, so the canvas shows the file each
  // asset serves now, also after a replace elsewhere; each new address renders every node again.
  const library = assetLibrary(store)
  const loggedIn = store.loggedIn
  useEffect(() => {
    if (loggedIn && store.variant !== 'scratch') library.start()
  }, [library, loggedIn, store])
  const addresses = library.addressesVersion
  const preview = collectionPreview(store)
  useEffect(() => {
    if (loggedIn) preview.start()
  }, [preview, loggedIn])
  useEffect(() => {
    void preview.sync()
  }, [preview, route])
  const data = preview.renderData(route)
  const scope = useMemo(
    () => ({
      store,
      renderer,
      route,
      address: (url: string) => (addresses === 0 ? url : library.currentAddress(url)),
      data,
    }),
    [store, renderer, route, library, addresses, data],
  )
  const pageItem = useMemo(() => ({ item: data?.item, suffix: '' }), [data])
  return (
    <CanvasScopeContext.Provider value={scope}>
      <ItemScopeContext.Provider value={pageItem}>
        <CanvasNode key={rootId} id={rootId} />
      </ItemScopeContext.Provider>
      <EmptyPageHint />
    </CanvasScopeContext.Provider>
  )
})

/**
 * Renders again after each change of the component `id`. The canvas has a node for every
 * component of the page, so it listens to the store's change signals directly: a MobX observer
 * per node would cost a reaction and its bookkeeping for each of thousands.
 */
function useComponentChanges(store: BuilderStore, id: string): void {
  const { signals } = store.editor
  const subscribe = useCallback(
    (listener: () => void) => signals.subscribe(id, listener),
    [signals, id],
  )
  const version = useCallback(() => signals.version(id), [signals, id])
  useSyncExternalStore(subscribe, version)
}

/**
 * One component on the canvas. It renders again only when its own component changes (or the
 * whole scope does), so an edit re-renders the elements it touched; its children are nodes of
 * their own. (The function has another name than the memoised component: inside a function
 * named `CanvasNode`, `<CanvasNode>` would be the bare function, and every child would render
 * again with its parent.)
 */
const CanvasNode = memo(function CanvasNodeElement({ id }: { id: string }): ReactNode {
  const scope = useContext(CanvasScopeContext)
  if (scope === undefined) throw new Error('A canvas node renders inside CanvasPage')
  const { store, renderer, route } = scope
  const { item, suffix } = useContext(ItemScopeContext)
  useComponentChanges(store, id)
  const ref = useMemo(() => componentRef(id), [id])
  const component = store.editor.doc.findComponent(id)
  // A video shows its placeholder until one of its sources has an address: follow them too.
  useComponentsChanges(store, component?.tag === 'video' ? childIdsOf(component) : '')
  if (!component) return null
  // Bound parts show the item's values, as the published page does (a field left empty
  // hides a component bound to its visibility).
  const bound =
    item !== undefined && scope.data !== undefined && component.bindings !== undefined
      ? bindComponent(component, item, scope.data, component.tag, renderer.lang)
      : undefined
  if (bound?.hidden) return null
  const { node, childIds, content: own } = renderer.element(bound?.component ?? component, route)
  let attrs = node.attrs
  if (bound?.background !== undefined) {
    attrs = {
      ...attrs,
      style: attrs.style ? `${attrs.style};${bound.background}` : bound.background,
    }
  }
  if (suffix !== '' && attrs.id !== undefined) attrs = { ...attrs, id: `${attrs.id}${suffix}` }
  const content =
    bound?.content === undefined ? own : bound.content === null ? undefined : bound.content
  const props = reactProps(node.tag, currentAddresses(attrs, scope.address))
  if (suffix === '') props.ref = ref
  if (node.tag === 'img' && !node.attrs.src && !node.attrs.srcset) {
    return <MediaPlaceholder kind="image" props={props} />
  }
  if (node.tag === 'video' && !node.attrs.src && !hasSource(scope, component.children)) {
    return <MediaPlaceholder kind="video" props={props} />
  }
  if (node.tag === 'source') {
    // A new address is a new element, so the video or audio around it loads it again.
    const reload = (element: HTMLSourceElement | null) => {
      reloadMedia(element)
      return ref(element)
    }
    return createElement(node.tag, { ...props, key: String(props.src ?? ''), ref: reload })
  }
  if (VOID_TAGS.has(node.tag)) return createElement(node.tag, props)
  // The store reports both components changed when text editing starts or ends.
  if (store.view.editingTextId === id && suffix === '') {
    // A fresh element: the editor's own children replace the rendered content.
    return createElement(node.tag, { ...props, key: 'editing' }, <TextEditor id={id} />)
  }
  if (childIds !== undefined && component.list !== undefined) {
    return createElement(node.tag, props, listChildren(component, childIds, scope, item, suffix))
  }
  if (childIds !== undefined) {
    return createElement(
      node.tag,
      props,
      childIds.map((childId) => <CanvasNode key={childId} id={childId} />),
    )
  }
  if (content === undefined) return createElement(node.tag, props)
  if ('text' in content) return createElement(node.tag, props, content.text)
  props.dangerouslySetInnerHTML = { __html: 'html' in content ? content.html : '' }
  return createElement(node.tag, props)
})

/**
 * A collection list's children on the canvas: its design once per item (the first one the
 * design itself, to select and edit; the others its copies), else its empty state. Until its
 * items are at hand (or for a list of a reference field) the design shows once, as made.
 */
function listChildren(
  component: Component,
  childIds: readonly string[],
  scope: CanvasScope,
  scopeItem: RenderItem | undefined,
  suffix: string,
): ReactNode {
  const { data } = scope
  const [designId, emptyId] = (component.children ?? []).map((child) => child.id)
  const shown = (childId: string | undefined) => childId !== undefined && childIds.includes(childId)
  if (!shown(designId)) return null
  const list = component.list!
  const loaded =
    list.source === undefined && data?.lists && Object.hasOwn(data.lists, component.id)
      ? data.lists[component.id]!
      : undefined
  const found = list.source ? referencedItems(list.source.field, scopeItem, data) : loaded?.items
  if (found === undefined) return <CanvasNode key={designId} id={designId!} />
  const page = loaded?.page ?? 1
  const start = (list.offset ?? 0) + (page - 1) * list.limit
  const items = found.slice(start, start + list.limit)
  const links =
    loaded !== undefined && list.paginate === true && (page > 1 || loaded.hasMore) ? (
      <ListPageLinks
        key="tessera-list-pages"
        lang={scope.renderer.lang}
        listId={component.id}
        page={page}
        hasMore={loaded.hasMore}
      />
    ) : null
  if (items.length === 0) {
    return [shown(emptyId) ? <CanvasNode key={emptyId} id={emptyId!} /> : null, links]
  }
  return [
    ...items.map((item, index) => (
      <ItemScopeContext.Provider
        key={item.id}
        value={{ item, suffix: index === 0 ? suffix : `${suffix}-${index + 1}` }}
      >
        <CanvasNode id={designId!} />
      </ItemScopeContext.Provider>
    )),
    links,
  ]
}

/**
 * A paginated list's links to its previous and next pages, as the published page has them
 * (`?page=N`); on the canvas following one shows that page of items in place.
 */
function ListPageLinks({
  lang,
  listId,
  page,
  hasMore,
}: {
  lang: string
  listId: string
  page: number
  hasMore: boolean
}): ReactNode {
  const link = (to: number, rel: 'prev' | 'next', key: 'list.previous' | 'list.next') => (
    <a
      href={`?page=${to}`}
      rel={rel}
      className={`tessera-list-${rel}`}
      // The canvas's click listener follows it (canvas-events): the page shows in place.
      data-list-id={listId}
      data-list-page={to}
    >
      {visitorText(lang, key)}
    </a>
  )
  return (
    <nav
      className="tessera-list-pages"
      aria-label={visitorText(lang, 'list.pages')}
      style={LIST_PAGES_CSS}
    >
      {page > 1 && link(page - 1, 'prev', 'list.previous')}
      {hasMore && link(page + 1, 'next', 'list.next')}
    </nav>
  )
}

/** The published page's layout of the links (LIST_PAGES_STYLE), as React reads a style. */
const LIST_PAGES_CSS: CSSProperties = Object.fromEntries(
  LIST_PAGES_STYLE.split(';').map((rule) => {
    const [name, value] = rule.split(':') as [string, string]
    return [name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()), value]
  }),
)

/**
 * The items a reference field of the item in scope points to, in its order; undefined until
 * they are at hand (the design then shows once).
 */
function referencedItems(
  field: number,
  scopeItem: RenderItem | undefined,
  data: RenderCollections | undefined,
): RenderItem[] | undefined {
  const pool = data?.items
  const value = scopeItem?.values[String(field)]
  if (pool === undefined || value === undefined) return undefined
  const ids = Array.isArray(value.value)
    ? value.value
    : typeof value.value === 'string'
      ? [value.value]
      : []
  return ids.flatMap((id) => (Object.hasOwn(pool, id) && pool[id] ? [pool[id]] : []))
}

/** The attributes with each file address replaced by the one the file is served at now. */
function currentAddresses(
  attrs: Record<string, string>,
  address: (url: string) => string,
): Record<string, string> {
  let out = attrs
  for (const name of ASSET_ATTRIBUTES) {
    const value = attrs[name]
    if (value === undefined || value === '') continue
    const now = address(value)
    if (now !== value) out = { ...out, [name]: now }
  }
  return out
}

function childIdsOf(component: Component): string {
  return (component.children ?? []).map((child) => child.id).join(' ')
}

/** Whether one of a video's `source` children has an address to play. */
function hasSource(scope: CanvasScope, children: Component[] | undefined): boolean {
  return (children ?? []).some((child) => {
    if (child.tag !== 'source') return false
    const { attrs } = scope.renderer.element(child, scope.route).node
    return Boolean(attrs.src || attrs.srcset)
  })
}

/** A media element chooses among its sources once; loading again makes it take the new one. */
function reloadMedia(source: HTMLSourceElement | null): void {
  const media = source?.parentElement as HTMLMediaElement | null | undefined
  if (!media || typeof media.load !== 'function') return
  try {
    media.load()
  } catch {
    // An environment without media (tests) has nothing to load.
  }
}
