import { useVirtualizer, type Range } from '@tanstack/react-virtual'
import { compareShallow, reaction } from 'mobx'
import { observer } from 'mobx-react-lite'
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
  type KeyboardEvent,
} from 'react'
import { isEmptyPage } from '@tessera/site-format'
import { useT } from '../i18n/use-t'
import { useBuilder } from '../store-context'
import { shortcutOf } from '../actions/action-key'
import { actions } from '../actions/registry'
import { indentOf, ROW_HEIGHT, treeModel, type TreeModel } from './tree-model'
import { treeDragLeave, treeDragOverEnd, treeDropEnd } from './tree-drop'
import { TreeRow, treeItemId } from './tree-row'

/** Rows rendered beyond the visible ones, so short scrolls show no gap. */
const OVERSCAN = 12
/** Room for a name, the eye and the expander right of the deepest indentation (px). */
const ROW_CONTENT_MIN = 180

const rowHeight = () => ROW_HEIGHT

/** The tree's own actions' keys (moves, the eye), as the registry defines them. */
const TREE_SHORTCUTS = actions
  .filter((action) => action.scope === 'tree')
  .map((action) => shortcutOf(action.key))
  .join(' ')

/**
 * The component tree of the page being edited: a WAI-ARIA tree, virtualised (only the rows in
 * view are in the document, so a page of 10,000 components opens at once), with one tab stop
 * that follows the selection. Arrows move and open or close; Enter renames; Alt+arrows move the
 * selected component up, down, into the previous sibling or out of its parent, each move
 * announced in a live region.
 */
export const ComponentTree = observer(function ComponentTree() {
  const store = useBuilder()
  const t = useT()
  const model = treeModel(store)
  const rows = model.rows
  const scroller = useRef<HTMLDivElement>(null)
  /** Set by a key or a rename: the focused row takes the browser's focus after the next render. */
  const wantsFocus = useRef(false)
  const hintId = useId()
  const focusedIndex = model.focusedId === undefined ? -1 : model.indexById.get(model.focusedId)

  const rangeExtractor = useCallback(
    (range: Range) => {
      const start = Math.max(range.startIndex - range.overscan, 0)
      const end = Math.min(range.endIndex + range.overscan, range.count - 1)
      const indexes: number[] = []
      // The focused row stays in the document even when scrolled away: it holds the tab stop.
      const focused = focusedIndex ?? -1
      if (focused >= 0 && focused < start) indexes.push(focused)
      for (let i = start; i <= end; i++) indexes.push(i)
      if (focused > end && focused < range.count) indexes.push(focused)
      return indexes
    },
    [focusedIndex],
  )

  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows])
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: rowHeight,
    overscan: OVERSCAN,
    getItemKey,
    rangeExtractor,
  })

  // Another page starts at its top.
  useEffect(
    () =>
      reaction(
        () => store.view.activeRoute,
        () => scroller.current?.scrollTo({ top: 0 }),
      ),
    [store],
  )

  // A selection or a rename started elsewhere (the canvas, a key) opens the row's ancestors and
  // scrolls to it once the rows that show it have rendered.
  const scrollTo = useRef<string | undefined>(undefined)
  const [, rendered] = useReducer((n: number) => n + 1, 0)
  useEffect(
    () =>
      reaction(
        () => [store.view.renamingId, store.view.selectedId] as const,
        ([renaming, selected]) => {
          const id = renaming ?? selected
          if (id === undefined) return
          model.reveal(id)
          scrollTo.current = id
          rendered()
        },
        { fireImmediately: true, equals: compareShallow },
      ),
    [store, model],
  )

  // A move by keyboard keeps its row in view (the selection stays the same component).
  useEffect(
    () =>
      reaction(
        () => model.announcement,
        () => {
          scrollTo.current = model.focusedId
          rendered()
        },
      ),
    [model],
  )

  useLayoutEffect(() => {
    const id = scrollTo.current
    const index = id === undefined ? undefined : model.indexById.get(id)
    if (index !== undefined && index < virtualizer.options.count) {
      // A row in view stays where it is. Asked to scroll there all the same, the virtualiser
      // writes the offset the list already has and checks it again over the next frames,
      // measuring the builder's layout each time: on every selection of a row in view.
      // (It reads the list's offset first, so `scrollOffset` is current after it.)
      const target = virtualizer.getOffsetForIndex(index, 'auto')
      if (target && target[0] !== virtualizer.scrollOffset) {
        virtualizer.scrollToIndex(index, { align: 'auto' })
      }
      scrollTo.current = undefined
    }
    if (!wantsFocus.current || model.focusedId === undefined) return
    wantsFocus.current = false
    // Only while the focus is in the tree, or was lost with a row that went away: never taken
    // from elsewhere.
    const active = document.activeElement
    const here = !active || active === document.body || scroller.current?.contains(active)
    const element = document.getElementById(treeItemId(model.focusedId))
    if (element && active !== element && here && store.view.renamingId === undefined) {
      element.focus({ preventScroll: true })
    }
  })

  const focusRow = (id: string | undefined) => {
    if (id === undefined) return
    wantsFocus.current = true
    store.view.select(id)
    scrollTo.current = id
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]')
    const id = row?.dataset.treeId
    if (id === undefined || row !== event.target) return
    // Keys the tree leaves to the builder (Delete, Escape, undo, duplicate) change the selection:
    // the focus follows it to its row.
    wantsFocus.current = true
    const key = event.key
    // Alt+arrows (moves) and the eye's key are the registry's tree actions.
    if (event.altKey || event.ctrlKey || event.metaKey) return
    switch (key) {
      case 'ArrowUp':
      case 'ArrowDown':
      case 'Home':
      case 'End':
        event.preventDefault()
        focusRow(model.target(id, key))
        return
      case 'ArrowLeft':
      case 'ArrowRight':
        event.preventDefault()
        focusRow(model.horizontal(id, key))
        return
      case 'Enter':
        event.preventDefault()
        store.view.select(id)
        store.view.startRename(id)
        return
      case '*':
        event.preventDefault()
        model.expandSiblings(id)
        return
      default:
        return
    }
  }

  const items = virtualizer.getVirtualItems()
  return (
    <nav className="component-tree" aria-label={t('builder.tree.label')}>
      <div
        className="tree-scroll"
        ref={scroller}
        onDragOver={(event) => treeDragOverEnd(store, event)}
        onDragLeave={(event) => treeDragLeave(store, event)}
        onDrop={(event) => treeDropEnd(store, event)}
      >
        <div
          role="tree"
          aria-label={t('builder.tree.label')}
          aria-describedby={hintId}
          aria-keyshortcuts={TREE_SHORTCUTS}
          className="tree-list"
          style={{
            height: virtualizer.getTotalSize(),
            minWidth: `max(100%, ${indentOf(model.maxLevel) + ROW_CONTENT_MIN}px)`,
          }}
          onKeyDown={onKeyDown}
          onMouseLeave={() => store.view.hover(undefined)}
        >
          {items.map((item) => {
            const row = rows[item.index]
            return row ? <TreeRow key={row.id} {...row} model={model} top={item.start} /> : null
          })}
        </div>
        {/* Read with the rows, so a block added or removed shows or hides it. */}
        {rows.length <= 2 && isEmptyPage(store.page.root) && !store.roleLimit('design') && (
          <div className="tree-empty">
            <p>{t('builder.emptyTree.text')}</p>
            <button
              type="button"
              className="button"
              onClick={() => store.view.openNewMenu('basic')}
            >
              {t('builder.emptyTree.open')}
            </button>
          </div>
        )}
      </div>
      <p id={hintId} className="visually-hidden">
        {t('builder.tree.keysHint')}
      </p>
      <TreeAnnouncer model={model} />
    </nav>
  )
})

/** The live region that says what a keyboard move did. */
const TreeAnnouncer = observer(function TreeAnnouncer({ model }: { model: TreeModel }) {
  const t = useT()
  const said = model.announcement
  // The same sentence twice in a row is heard again only if the text changes.
  const text = said ? t(said.key, said.values) + (said.n % 2 === 0 ? '\u00a0' : '') : ''
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      {text}
    </div>
  )
})
