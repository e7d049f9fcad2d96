import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BuiltinComponentId, createSite, pageContentOf, setInput } from '@tessera/site-format'
import { IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'
import en from '../i18n/messages/en.json'
import zh from '../i18n/messages/zh-tw.json'
import { BuilderContext } from '../store-context'
import type { BuilderStore } from '../store/builder-store'
import { testStore } from '../store/test-store'
import { ComponentTree } from '../tree/component-tree'
import { CanvasPage } from './canvas-node'

function mount(store: BuilderStore, locale: 'en' | 'zh-tw' = 'en') {
  return render(
    <IntlProvider locale={locale} messages={locale === 'en' ? en : zh}>
      <BuilderContext.Provider value={store}>
        <CanvasPage />
        <ComponentTree />
      </BuilderContext.Provider>
    </IntlProvider>,
  )
}

/** A site as a person creating one gets it: the home page with its empty content container. */
const newSiteStore = () => testStore(createSite('New Site', { pageContent: true }))

/** Gives a component's input a value, as the component menu does. */
function setSource(store: BuilderStore, id: string, value: string) {
  const doc = store.editor.doc
  const input = doc.component(id).inputs!.src!
  store.editor.run(setInput(doc, id, 'src', { ...input, is: value }), { merge: false })
}

describe('an empty page', () => {
  it('shows on the canvas where to start: the sections library and the most used blocks with their keys', async () => {
    const store = newSiteStore()
    mount(store)
    const hint = screen.getByRole('region', { name: 'Add your first section' })
    const browse = within(hint).getByRole('button', { name: 'Browse sections' })
    // The New menu's key, then the sections library's.
    expect([...browse.querySelectorAll('kbd')].map((k) => k.textContent)).toEqual(['A', 'Shift+S'])
    const blocks = within(hint)
      .getAllByRole('listitem')
      .map((item) => [
        within(item).getByRole('button').firstChild?.textContent,
        [...item.querySelectorAll('kbd')].map((k) => k.textContent).join(' '),
      ])
    expect(blocks).toEqual([
      ['Heading 1', 'A 1'],
      ['Text', 'A T'],
      ['Image', 'A P'],
      ['Button', ''],
      ['Vertical container', 'A V'],
    ])

    await userEvent.setup().click(browse)
    expect(store.view.menu).toBe('new')
    expect(store.view.newMenuTab).toBe('sections')
  })

  it('adds a block into the content container, and the hints go', async () => {
    const store = newSiteStore()
    mount(store)
    const content = pageContentOf(store.page.root)!
    expect(screen.getByText(/This page has no blocks yet/)).toBeInTheDocument()
    const hint = screen.getByRole('region', { name: 'Add your first section' })
    await userEvent.setup().click(within(hint).getByRole('button', { name: /^Text/ }))
    expect(content.children?.map((c) => c.name)).toEqual(['Text'])
    expect(screen.queryByRole('region', { name: 'Add your first section' })).toBeNull()
    expect(screen.queryByText(/This page has no blocks yet/)).toBeNull()

    // Undo empties the page again: the hints come back.
    act(() => store.editor.undo())
    expect(screen.getByRole('region', { name: 'Add your first section' })).toBeInTheDocument()
    expect(screen.getByText(/This page has no blocks yet/)).toBeInTheDocument()
  })

  it('opens the New menu from the tree', async () => {
    const store = newSiteStore()
    mount(store)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open the New menu' }))
    expect(store.view.menu).toBe('new')
    expect(store.view.newMenuTab).toBe('basic')
  })

  it('speaks Traditional Chinese', () => {
    mount(newSiteStore(), 'zh-tw')
    const hint = screen.getByRole('region', { name: '加入第一個版面區段' })
    expect(within(hint).getByRole('button', { name: /瀏覽版面區段/ })).toBeInTheDocument()
    expect(within(hint).getByRole('button', { name: /標題 1/ })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '開啟「新增元件」' })).toBeInTheDocument()
  })

  it('shows no hint on a page with blocks', () => {
    const store = testStore()
    act(() => void store.components.addBlock(BuiltinComponentId.text))
    mount(store)
    expect(screen.queryByRole('region', { name: 'Add your first section' })).toBeNull()
  })
})

describe('media without a source on the canvas', () => {
  it('shows "Choose image" in place of a broken image, and the image once it has one', () => {
    const store = testStore()
    let id = ''
    act(() => void (id = store.components.addBlock(BuiltinComponentId.image)!))
    const { container } = mount(store)
    const placeholder = container.querySelector(`[data-component-id="${id}"]`)!
    expect(placeholder.tagName).toBe('DIV')
    expect(placeholder.getAttribute('data-media-placeholder')).toBe('image')
    // Styled by the block's own classes, as the image would be.
    expect(placeholder.classList.contains('global-s-6')).toBe(true)
    expect(placeholder.textContent).toBe('Choose image')

    act(() => setSource(store, id, 'https://cdn.example.test/cat.png'))
    const image = container.querySelector(`[data-component-id="${id}"]`)!
    expect(image.tagName).toBe('IMG')
    expect(image.getAttribute('src')).toBe('https://cdn.example.test/cat.png')
  })

  it('shows "Choose video" until one of the sources has an address', () => {
    const store = testStore()
    let id = ''
    act(() => void (id = store.components.addBlock(BuiltinComponentId.video)!))
    const { container } = mount(store, 'zh-tw')
    const element = () => container.querySelector(`[data-component-id="${id}"]`)!
    expect(element().tagName).toBe('DIV')
    expect(element().textContent).toBe('選擇影片')

    const source = store.editor.doc.component(id).children![0]!
    act(() => setSource(store, source.id, 'https://cdn.example.test/clip.mp4'))
    expect(element().tagName).toBe('VIDEO')
  })

  it('shows the Header logo as a neat placeholder until a logo is chosen', () => {
    const store = testStore()
    let id = ''
    act(() => void (id = store.components.addBlock(BuiltinComponentId.header)!))
    const { container } = mount(store)
    const logo = store.editor.doc.component(id).children![0]!.children![0]!
    const element = container.querySelector(`[data-component-id="${logo.id}"]`)!
    expect(element.getAttribute('data-media-placeholder')).toBe('image')
    expect(container.querySelectorAll(`[data-component-id="${id}"] img`)).toHaveLength(0)
  })
})
