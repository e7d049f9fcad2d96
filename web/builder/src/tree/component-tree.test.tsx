import { act, createEvent, fireEvent, render, screen, within } from '@testing-library/react'
import { BuiltinComponentId, createSite, type Site } from '@tessera/site-format'
import { generateSite } from '@tessera/site-format/testing'
import { IntlProvider } from 'react-intl'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import en from '../i18n/messages/en.json'
import zh from '../i18n/messages/zh-tw.json'
import { BuilderContext } from '../store-context'
import { ASSET_DRAG_TYPE, BLOCK_DRAG_TYPE, COMPONENT_DRAG_TYPE } from '../dnd/drag-data'
import { useHotkeys } from '../hotkeys/use-hotkeys'
import type { BuilderStore } from '../store/builder-store'
import { testStore } from '../store/test-store'
import { ComponentTree } from './component-tree'
import { OPEN_ON_HOVER_MS } from './tree-drop'
import { treeModel } from './tree-model'

// The DOM has no layout: give the tree's scroller a height, so the virtualiser shows rows, and
// every row a box, so drags have a place over it.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight')
const scrollHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight')
const rect = Object.getOwnPropertyDescriptor(Element.prototype, 'getBoundingClientRect')
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('tree-scroll') ? 560 : 0
    },
  })
  Object.defineProperty(Element.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      const list = this.firstElementChild as HTMLElement | null
      return this.classList.contains('tree-scroll') ? parseFloat(list?.style.height ?? '') || 0 : 0
    },
  })
  Object.defineProperty(Element.prototype, 'getBoundingClientRect', {
    configurable: true,
    value: () => DOMRect.fromRect({ x: 0, y: 0, width: 240, height: 28 }),
  })
})
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight)
  if (scrollHeight) Object.defineProperty(Element.prototype, 'scrollHeight', scrollHeight)
  if (rect) Object.defineProperty(Element.prototype, 'getBoundingClientRect', rect)
})

/** The tree with the builder's hotkeys, as the layout mounts them: its keys are registry actions. */
function TreeWithHotkeys() {
  useHotkeys()
  return <ComponentTree />
}

function mount(store: BuilderStore, locale: 'en' | 'zh-tw' = 'en', hotkeys = false) {
  const messages = locale === 'en' ? en : { ...en, ...zh }
  return render(
    <IntlProvider locale={locale} messages={messages}>
      <BuilderContext.Provider value={store}>
        {hotkeys ? <TreeWithHotkeys /> : <ComponentTree />}
      </BuilderContext.Provider>
    </IntlProvider>,
  )
}

/**
 * Body > [Box > [Text, Heading 1], Heading 2]; the box expanded.
 */
function smallSite() {
  const store = testStore()
  const c = store.components
  const box = c.addBlock(BuiltinComponentId.containerVertical)!
  const text = c.addBlock(BuiltinComponentId.text)!
  const h1 = c.addBlock(BuiltinComponentId.h1)!
  store.view.select(store.page.root.id)
  const h2 = c.addBlock(BuiltinComponentId.h2)!
  c.rename(box, 'Box')
  c.rename(text, 'Intro')
  c.rename(h1, 'Title')
  c.rename(h2, 'Footer heading')
  store.view.select(undefined)
  return { store, root: store.page.root.id, box, text, h1, h2 }
}

/** A drag event at a height over a row (the DOM's drag events carry no coordinates of their own). */
function dragAt(type: 'dragOver' | 'drop', element: HTMLElement, dataTransfer: object, y: number) {
  const event = createEvent[type](element, { dataTransfer })
  Object.defineProperty(event, 'clientY', { value: y })
  fireEvent(element, event)
}

const item = (name: string) => screen.getByRole('treeitem', { name })
const focused = () => (document.activeElement as HTMLElement | null)?.getAttribute('aria-label')
const key = (name: string, init: KeyboardEventInit = {}) =>
  fireEvent.keyDown(document.activeElement!, { key: name, ...init })

describe('ComponentTree', () => {
  it('is a tree named Components whose items carry level, expansion and selection', () => {
    const { store } = smallSite()
    mount(store)
    const tree = screen.getByRole('tree', { name: 'Components' })
    const names = within(tree)
      .getAllByRole('treeitem')
      .map((row) => row.getAttribute('aria-label'))
    expect(names).toEqual(['Root', 'Box', 'Intro', 'Title', 'Footer heading'])
    expect(item('Box').getAttribute('aria-level')).toBe('2')
    expect(item('Box').getAttribute('aria-expanded')).toBe('true')
    expect(item('Intro').getAttribute('aria-level')).toBe('3')
    expect(item('Intro').hasAttribute('aria-expanded')).toBe(false)
    expect(item('Intro').getAttribute('aria-posinset')).toBe('1')
    expect(item('Intro').getAttribute('aria-setsize')).toBe('2')
    expect(item('Box').getAttribute('aria-selected')).toBe('false')
    // One tab stop: the page root while nothing is selected.
    expect(tree.querySelectorAll('[tabindex="0"]')).toHaveLength(1)
    expect(item('Root').getAttribute('tabindex')).toBe('0')
  })

  it('marks a custom component source and its instances, in English and Chinese', () => {
    const { store, root, h2 } = smallSite()
    const { unmount } = mount(store)
    act(() => {
      store.components.makeCustom(h2)
      store.view.select(root)
      store.custom.add(h2)
    })
    expect(item('Footer heading, custom component source')).toBeTruthy()
    expect(item('Footer heading, custom component instance')).toBeTruthy()
    unmount()
    mount(store, 'zh-tw')
    expect(item('Footer heading，自訂元件來源')).toBeTruthy()
    expect(item('Footer heading，自訂元件實例')).toBeTruthy()
  })

  it('moves through the rows with the arrow keys, Home and End, selection following', () => {
    const { store, box, text } = smallSite()
    mount(store)
    act(() => item('Root').focus())
    key('ArrowDown')
    expect(focused()).toBe('Box')
    expect(store.view.selectedId).toBe(box)
    expect(item('Box').getAttribute('aria-selected')).toBe('true')
    expect(item('Box').getAttribute('tabindex')).toBe('0')
    expect(item('Root').getAttribute('tabindex')).toBe('-1')

    // Left closes an open row; Left again goes to the parent.
    key('ArrowLeft')
    expect(item('Box').getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('treeitem', { name: 'Intro' })).toBeNull()
    key('ArrowDown')
    expect(focused()).toBe('Footer heading')
    key('ArrowUp')
    expect(focused()).toBe('Box')
    // Right opens a closed row; Right again goes to its first child.
    key('ArrowRight')
    expect(item('Box').getAttribute('aria-expanded')).toBe('true')
    expect(focused()).toBe('Box')
    key('ArrowRight')
    expect(focused()).toBe('Intro')
    expect(store.view.selectedId).toBe(text)
    key('ArrowLeft')
    expect(focused()).toBe('Box')
    key('End')
    expect(focused()).toBe('Footer heading')
    key('Home')
    expect(focused()).toBe('Root')
    key('ArrowUp')
    expect(focused()).toBe('Root')
  })

  it('renames with Enter: Enter or leaving commits a changed name, Escape cancels', () => {
    const { store, text } = smallSite()
    mount(store)
    act(() => item('Intro').focus())
    key('Enter')
    const field = screen.getByRole('textbox', { name: 'Component name' })
    expect(document.activeElement).toBe(field)
    fireEvent.change(field, { target: { value: 'Opening' } })
    fireEvent.keyDown(field, { key: 'Enter' })
    expect(store.editor.doc.component(text).name).toBe('Opening')
    expect(focused()).toBe('Opening')

    key('Enter')
    const again = screen.getByRole('textbox', { name: 'Component name' })
    fireEvent.change(again, { target: { value: 'Discarded' } })
    fireEvent.keyDown(again, { key: 'Escape' })
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(store.editor.doc.component(text).name).toBe('Opening')

    // An empty name is not kept; a changed one is kept when the field loses focus.
    const steps = store.editor.site.history.back.length
    key('Enter')
    const empty = screen.getByRole('textbox', { name: 'Component name' })
    fireEvent.change(empty, { target: { value: '   ' } })
    fireEvent.keyDown(empty, { key: 'Enter' })
    expect(store.editor.doc.component(text).name).toBe('Opening')
    expect(store.editor.site.history.back.length).toBe(steps)
    key('Enter')
    const blurred = screen.getByRole('textbox', { name: 'Component name' })
    fireEvent.change(blurred, { target: { value: 'Lead' } })
    fireEvent.blur(blurred)
    expect(store.editor.doc.component(text).name).toBe('Lead')
    expect(item('Lead').isConnected).toBe(true)
  })

  it('keeps the focus on the selection when a key outside the tree removes the focused row', () => {
    const { store, text } = smallSite()
    mount(store)
    fireEvent.click(item('Intro'))
    act(() => item('Intro').focus())
    // Delete is the builder's key: the tree hears it first, then the store removes the row.
    key('Delete')
    act(() => store.components.remove())
    expect(store.editor.doc.findComponent(text)).toBeUndefined()
    expect(focused()).toBe('Title')
    expect(item('Title').getAttribute('tabindex')).toBe('0')
  })

  it('hides and shows a component with its eye', () => {
    const { store, h1 } = smallSite()
    mount(store, 'en', true)
    fireEvent.click(screen.getByRole('button', { name: 'Hide Title' }))
    expect(store.editor.doc.component(h1).state?.hide).toBe(true)
    expect(item('Title').classList.contains('hidden-component')).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Show Title' }))
    expect(store.editor.doc.component(h1).state?.hide).toBeUndefined()
    act(() => void store.editor.undo())
    expect(store.editor.doc.component(h1).state?.hide).toBe(true)
    expect(screen.getByRole('button', { name: 'Show Title' }).isConnected).toBe(true)

    // By keyboard on the selected row (the focus follows the selection), said in the live region.
    fireEvent.click(item('Title'))
    act(() => item('Title').focus())
    key('H', { ctrlKey: true, shiftKey: true })
    expect(store.editor.doc.component(h1).state?.hide).toBeUndefined()
    expect(document.querySelector('[aria-live="polite"]')?.textContent?.trim()).toBe(
      'Title is shown',
    )
    key('H', { ctrlKey: true, shiftKey: true })
    expect(store.editor.doc.component(h1).state?.hide).toBe(true)
    expect(document.querySelector('[aria-live="polite"]')?.textContent?.trim()).toBe(
      'Title is hidden',
    )
  })

  it('moves the selected component with Alt and the arrows, and says so', () => {
    const { store, root, box, h1, h2 } = smallSite()
    mount(store, 'en', true)
    const region = document.querySelector('[aria-live="polite"]')!
    act(() => item('Title').focus())
    key('ArrowUp', { altKey: true })
    expect(store.editor.doc.component(box).children!.map((c) => c.name)).toEqual(['Title', 'Intro'])
    expect(region.textContent?.trim()).toBe('Moved Title up, to position 1 in Box')
    expect(focused()).toBe('Title')

    key('ArrowUp', { altKey: true })
    expect(region.textContent?.trim()).toBe('Title cannot move further up')

    key('ArrowLeft', { altKey: true })
    expect(store.editor.doc.component(h1).parentId).toBe(root)
    expect(region.textContent?.trim()).toBe('Moved Title out, into Root')
    expect(focused()).toBe('Title')

    // Up past Title, then into the box above it.
    act(() => item('Footer heading').focus())
    key('ArrowUp', { altKey: true })
    key('ArrowRight', { altKey: true })
    expect(store.editor.doc.component(h2).parentId).toBe(box)
    expect(region.textContent?.trim()).toBe('Moved Footer heading into Box')

    key('ArrowDown', { altKey: true })
    expect(region.textContent?.trim()).toBe('Footer heading cannot move further down')
    expect(
      within(screen.getByRole('tree'))
        .getAllByRole('treeitem')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['Root', 'Box', 'Intro', 'Footer heading', 'Title'])
  })

  it('announces moves in Traditional Chinese', () => {
    const { store } = smallSite()
    mount(store, 'zh-tw', true)
    act(() => item('Title').focus())
    key('ArrowLeft', { altKey: true })
    expect(document.querySelector('[aria-live="polite"]')?.textContent?.trim()).toBe(
      '已將 Title 移出，放入 Root',
    )
    expect(screen.getByRole('tree', { name: '元件' }).isConnected).toBe(true)
  })

  it('expands or collapses every descendant on a Shift-click of the expander', () => {
    const store = testStore()
    const c = store.components
    const outer = c.addBlock(BuiltinComponentId.containerVertical)!
    const inner = c.addBlock(BuiltinComponentId.containerVertical)!
    c.addBlock(BuiltinComponentId.text)
    store.view.setManyExpanded([outer, inner], false)
    store.view.select(undefined)
    mount(store)
    const toggle = (id: string) =>
      document.querySelector(`[data-tree-id="${id}"] .tree-toggle`) as HTMLElement
    expect(screen.getAllByRole('treeitem')).toHaveLength(2)
    fireEvent.click(toggle(outer), { shiftKey: true })
    expect(screen.getAllByRole('treeitem')).toHaveLength(4)
    expect(store.view.expanded[inner]).toBe(true)
    fireEvent.click(toggle(outer), { shiftKey: true })
    expect(screen.getAllByRole('treeitem')).toHaveLength(2)
    expect(store.view.expanded[inner]).toBeUndefined()
    // A plain click opens the one row only.
    fireEvent.click(toggle(outer))
    expect(screen.getAllByRole('treeitem')).toHaveLength(3)
  })

  it('opens every sibling with children on *', () => {
    const { store, box } = smallSite()
    const c = store.components
    store.view.select(store.page.root.id)
    const other = c.addBlock(BuiltinComponentId.containerVertical)!
    c.addBlock(BuiltinComponentId.text)
    store.view.setManyExpanded([box, other], false)
    store.view.select(undefined)
    mount(store)
    expect(screen.getAllByRole('treeitem')).toHaveLength(4)
    act(() => item('Box').focus())
    key('*')
    expect(store.view.expanded[box]).toBe(true)
    expect(store.view.expanded[other]).toBe(true)
    expect(screen.getAllByRole('treeitem')).toHaveLength(7)
  })

  it('links hover and selection with the canvas', () => {
    const { store, text, h2 } = smallSite()
    mount(store)
    fireEvent.mouseEnter(item('Intro'))
    expect(store.view.hoveredId).toBe(text)
    act(() => store.view.hover(h2))
    expect(item('Footer heading').classList.contains('hovered')).toBe(true)
    expect(item('Intro').classList.contains('hovered')).toBe(false)
    fireEvent.click(item('Intro'))
    expect(store.view.selectedId).toBe(text)
  })

  it('opens the ancestors of a component selected on the canvas', () => {
    const { store, box, h1 } = smallSite()
    act(() => store.view.setExpanded(box, false))
    mount(store)
    expect(screen.queryByRole('treeitem', { name: 'Title' })).toBeNull()
    act(() => store.view.select(h1))
    expect(item('Title').getAttribute('aria-selected')).toBe('true')
    expect(store.view.expanded[box]).toBe(true)

    // A rename asked for by the builder's Enter key, with the row hidden in a closed parent.
    act(() => store.view.setExpanded(box, false))
    act(() => store.view.startRename(h1))
    expect(store.view.expanded[box]).toBe(true)
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Component name' }))
  })

  it('shows a page of 10,000 components by rendering only the rows in view', () => {
    const site = generateSite({ pages: 1, components: 10_000, breadth: 10_000 })
    const store = testStore(site as Site)
    const started = performance.now()
    mount(store)
    const opened = performance.now() - started
    const rows = screen.getAllByRole('treeitem')
    expect(rows.length).toBeGreaterThan(10)
    expect(rows.length).toBeLessThan(60)
    expect(screen.getByRole('tree').style.height).toBe(`${10_000 * 28}px`)
    expect(opened).toBeLessThan(2000)

    // A rename changes its row alone.
    const second = rows[2]!
    const other = rows[3]!
    const changed = new Set<Node>()
    const observer = new MutationObserver((records) => {
      for (const record of records) changed.add(record.target)
    })
    observer.observe(screen.getByRole('tree'), {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    })
    act(() => void store.components.rename(second.dataset.treeId!, 'Renamed'))
    observer.disconnect()
    expect(second.getAttribute('aria-label')).toBe('Renamed')
    expect([...changed].every((node) => second.contains(node))).toBe(true)
    expect(other.isConnected).toBe(true)
  })

  it('renders again only the rows an edit changed', () => {
    const { store, root, text, h1, h2 } = smallSite()
    mount(store)
    // Every row render asks whether its component is selected: count the asks per row.
    const rendered = vi.spyOn(treeModel(store).selected, 'is')
    const renders = (id: string) => rendered.mock.calls.filter(([asked]) => asked === id).length

    act(() => void store.components.rename(h1, 'Heading'))
    expect(renders(h1)).toBe(1)
    expect(rendered).toHaveBeenCalledTimes(1)

    rendered.mockClear()
    act(() => void store.components.addBlock(BuiltinComponentId.h3, { parentId: root }))
    expect(screen.getAllByRole('treeitem')).toHaveLength(6)
    // The box's children are as they were; the root's now number three (aria-setsize).
    expect(renders(text)).toBe(0)
    expect(renders(h1)).toBe(0)
    expect(renders(h2)).toBe(1)
    expect(item('Footer heading').getAttribute('aria-setsize')).toBe('3')
    rendered.mockRestore()
  })

  it('scrolls to a component selected on the canvas', () => {
    const site = generateSite({ pages: 1, components: 2_000, breadth: 2_000 })
    const store = testStore(site as Site)
    const scrolled: number[] = []
    const scrollTo = vi.spyOn(HTMLElement.prototype, 'scrollTo').mockImplementation(function (
      this: HTMLElement,
      options?: ScrollToOptions | number,
    ) {
      if (typeof options === 'object' && options.top !== undefined) scrolled.push(options.top)
    })
    try {
      mount(store)
      const far = store.page.root.children![1_500]!
      expect(screen.queryByRole('treeitem', { name: far.name })).toBeNull()
      act(() => store.view.select(far.id))
      // Row 1,501 (after the root) brought to the bottom edge of a 560 px view.
      expect(scrolled.at(-1)).toBe(1_502 * 28 - 560)
      expect(item(far.name).getAttribute('aria-selected')).toBe('true')
    } finally {
      scrollTo.mockRestore()
    }
  })

  it('moves a dragged row before, after or into another, and refuses its own descendants', () => {
    const { store, box, text, h2 } = smallSite()
    mount(store)
    const drag = (source: string, target: string, clientY: number) => {
      const data = new Map<string, string>()
      const dataTransfer = {
        get types() {
          return [...data.keys()]
        },
        files: [] as unknown as FileList,
        getData: (type: string) => data.get(type) ?? '',
        setData: (type: string, value: string) => void data.set(type, value),
        dropEffect: 'none',
        effectAllowed: 'all',
      }
      fireEvent.dragStart(item(source), { dataTransfer })
      dragAt('dragOver', item(target), dataTransfer, clientY)
      const refused = item(target).classList.contains('drop-refused')
      dragAt('drop', item(target), dataTransfer, clientY)
      fireEvent.dragEnd(item(source), { dataTransfer })
      return { refused, data }
    }
    // Over the middle of a container: into it, last.
    drag('Footer heading', 'Box', 14)
    expect(
      store.editor.doc
        .component(box)
        .children!.map((c) => c.id)
        .at(-1),
    ).toBe(h2)
    // The top edge of a row: before it.
    drag('Footer heading', 'Intro', 2)
    expect(store.editor.doc.component(box).children![0]!.id).toBe(h2)
    // The bottom edge of a row: after it.
    drag('Intro', 'Title', 27)
    expect(
      store.editor.doc
        .component(box)
        .children!.map((c) => c.id)
        .at(-1),
    ).toBe(text)
    // The box cannot go into itself or its own children.
    const before = store.editor.site.history.back.length
    expect(drag('Box', 'Box', 14).refused).toBe(true)
    expect(drag('Box', 'Title', 14).refused).toBe(true)
    expect(store.editor.site.history.back.length).toBe(before)
    expect(store.view.drop).toBeUndefined()
  })

  it('drops below an open row as its first child, and opens a closed row hovered a while', () => {
    vi.useFakeTimers()
    try {
      const { store, box, h2 } = smallSite()
      mount(store)
      const data = new Map<string, string>()
      const dataTransfer = {
        get types() {
          return [...data.keys()]
        },
        files: [] as unknown as FileList,
        getData: (type: string) => data.get(type) ?? '',
        setData: (type: string, value: string) => void data.set(type, value),
        dropEffect: 'none',
        effectAllowed: 'all',
      }
      fireEvent.dragStart(item('Footer heading'), { dataTransfer })
      dragAt('dragOver', item('Box'), dataTransfer, 27)
      // The line shows above the first child, where the drop goes.
      expect(item('Intro').classList.contains('drop-top')).toBe(true)
      expect(item('Box').classList.contains('drop-bottom')).toBe(false)
      dragAt('drop', item('Box'), dataTransfer, 27)
      fireEvent.dragEnd(item('Footer heading'), { dataTransfer })
      expect(store.editor.doc.component(box).children![0]!.id).toBe(h2)

      act(() => store.view.setExpanded(box, false))
      data.clear()
      data.set(BLOCK_DRAG_TYPE, BuiltinComponentId.text)
      dragAt('dragOver', item('Box'), dataTransfer, 14)
      act(() => void vi.advanceTimersByTime(OPEN_ON_HOVER_MS - 50))
      expect(item('Box').getAttribute('aria-expanded')).toBe('false')
      act(() => void vi.advanceTimersByTime(100))
      expect(item('Box').getAttribute('aria-expanded')).toBe('true')
    } finally {
      vi.useRealTimers()
    }
  })

  it('adds a palette block dropped on a row', () => {
    const { store, box } = smallSite()
    mount(store)
    const dataTransfer = {
      types: [BLOCK_DRAG_TYPE],
      files: [] as unknown as FileList,
      getData: (type: string) => (type === BLOCK_DRAG_TYPE ? BuiltinComponentId.h3 : ''),
      dropEffect: 'none',
    }
    dragAt('dragOver', item('Box'), dataTransfer, 14)
    expect(item('Box').classList.contains('drop-self')).toBe(true)
    dragAt('drop', item('Box'), dataTransfer, 14)
    const added = store.editor.doc.component(box).children!.at(-1)!
    expect(added.tag).toBe('h3')
    expect(store.view.selectedId).toBe(added.id)
    expect(COMPONENT_DRAG_TYPE).not.toBe(BLOCK_DRAG_TYPE)
  })

  it('adds an asset card dropped on a row, and anything dropped below the rows to the page', () => {
    const { store, root, box } = smallSite()
    mount(store)
    const asset = {
      types: [ASSET_DRAG_TYPE],
      files: [] as unknown as FileList,
      getData: (type: string) =>
        type === ASSET_DRAG_TYPE
          ? JSON.stringify({ url: '/assets/cat.png', contentType: 'image/png', name: 'Cat' })
          : '',
      dropEffect: 'none',
    }
    dragAt('dragOver', item('Box'), asset, 14)
    dragAt('drop', item('Box'), asset, 14)
    const image = store.editor.doc.component(box).children!.at(-1)!
    expect(JSON.stringify(image)).toContain('/assets/cat.png')

    const block = {
      types: [BLOCK_DRAG_TYPE],
      files: [] as unknown as FileList,
      getData: (type: string) => (type === BLOCK_DRAG_TYPE ? BuiltinComponentId.h4 : ''),
      dropEffect: 'none',
    }
    const below = document.querySelector('.tree-scroll') as HTMLElement
    dragAt('dragOver', below, block, 500)
    expect(item('Root').classList.contains('drop-self')).toBe(true)
    dragAt('drop', below, block, 500)
    expect(store.editor.doc.component(root).children!.at(-1)!.tag).toBe('h4')
    expect(store.view.drop).toBeUndefined()
  })

  it('keeps the page root out of drags', () => {
    const store = testStore(createSite('Plain'))
    mount(store)
    expect(item('Root').getAttribute('draggable')).toBe('false')
  })
})
