import '@testing-library/jest-dom/vitest'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { createSite } from '@tessera/site-format'
import { applyThemePreset, SECTION_LIBRARY } from '@tessera/site-format/sections'
import en from '../i18n/messages/en.json'
import zh from '../i18n/messages/zh-tw.json'
import { NewMenu } from '../menus/new-menu'
import { runAction } from '../actions/registry'
import { testStore } from '../store/test-store'
import { BuilderContext } from '../store-context'
import { activeScopes } from '../hotkeys/hotkey-scope'
import { place } from '../canvas/canvas-drop'
import { readDropData, SECTION_DRAG_TYPE } from '../dnd/drag-data'

function mount(locale: 'en' | 'zh-TW' = 'en', site = createSite('Test Site')) {
  const store = testStore(site)
  store.view.toggleMenu('new')
  render(
    <IntlProvider locale={locale} messages={locale === 'en' ? en : { ...en, ...zh }}>
      <BuilderContext.Provider value={store}>
        <NewMenu />
      </BuilderContext.Provider>
    </IntlProvider>,
  )
  return store
}

describe('the Sections tab of the New menu', () => {
  it('names every category and section in en and zh-tw', () => {
    const catalogues = { en, zh } as Record<string, Record<string, string>>
    for (const catalogue of Object.values(catalogues)) {
      for (const section of SECTION_LIBRARY) {
        expect(catalogue[`builder.sections.name.${section.id}`]).toBeTruthy()
        expect(catalogue[`builder.sections.category.${section.category}`]).toBeTruthy()
      }
    }
  })

  it('opens with Shift+S on the Basic tab and s on the Advanced tab, and silences block keys', () => {
    const store = mount()
    expect(store.view.newMenuTab).toBe('basic')
    expect(runAction(store, 'new.sections')).toBe(true)
    expect(store.view.newMenuTab).toBe('sections')
    expect(activeScopes(store.view)).toEqual(['general'])
    act(() => store.view.showNewMenuTab('advanced'))
    expect(runAction(store, 'new.sectionsAdvanced')).toBe(true)
    expect(store.view.newMenuTab).toBe('sections')
  })

  it('lists sections by category with thumbnails, and a click inserts one undoable section', () => {
    const store = mount()
    fireEvent.click(screen.getByRole('button', { name: 'Sections' }))
    const categories = screen.getByRole('group', { name: 'Section categories' })
    fireEvent.click(within(categories).getByRole('button', { name: 'Footers' }))
    const add = screen.getByRole('button', { name: 'Add section: Simple footer' })
    const thumb = add.closest('li')!.querySelector('iframe')!
    expect(thumb.getAttribute('srcdoc')).toContain('Made with care')
    expect(thumb.getAttribute('sandbox')).toBe('allow-same-origin')

    const root = store.editor.doc.page(store.view.activeRoute).root
    const before = root.children?.length ?? 0
    fireEvent.click(add)
    expect(root.children).toHaveLength(before + 1)
    const added = root.children!.at(-1)!
    expect(store.view.selectedId).toBe(added.id)
    expect(JSON.stringify(added)).toContain('Made with care')
    act(() => void store.editor.undo())
    expect(root.children?.length ?? 0).toBe(before)
  })

  it('puts a section after the page-level block holding the selection', () => {
    const store = mount()
    fireEvent.click(screen.getByRole('button', { name: 'Sections' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add section: Title beside a picture' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add section: Centred title' }))
    const root = store.editor.doc.page(store.view.activeRoute).root
    const [first] = root.children!
    act(() => store.view.select(first!.children![0]!.id))
    fireEvent.click(screen.getByRole('button', { name: 'Add section: Title above a wide picture' }))
    expect(root.children!.map((c) => c.name)).toEqual(['HeroSplit', 'HeroPicture', 'HeroCentered'])
  })

  it('places a dragged section where it is dropped, as one undo step', async () => {
    const store = mount()
    const root = store.editor.doc.page(store.view.activeRoute).root
    const payload = JSON.stringify({ id: 'cta-band', language: 'zh-tw' })
    const transfer = {
      getData: (type: string) => (type === SECTION_DRAG_TYPE ? payload : ''),
      files: [],
    } as unknown as DataTransfer
    const data = readDropData(transfer)
    expect(data).toEqual({ kind: 'section', sectionId: 'cta-band', language: 'zh-tw' })
    await act(() => place(store, data, { parentId: root.id, index: 0 }))
    expect(root.children![0]!.name).toBe('CallToAction')
    expect(JSON.stringify(root.children![0])).toContain('準備好了就開始')
    act(() => void store.editor.undo())
    expect(root.children ?? []).toHaveLength(0)
  })

  it('shows Chinese texts in zh-tw and follows a theme preset in its thumbnails', () => {
    const store = mount('zh-TW')
    fireEvent.click(screen.getByRole('button', { name: '版面區段' }))
    const add = screen.getByRole('button', { name: '新增區段：置中標題' })
    const frame = () => add.closest('li')!.querySelector('iframe')!.getAttribute('srcdoc')!
    expect(frame()).toContain('您需要的都在這裡')
    act(() => void store.editor.run(applyThemePreset(store.editor.doc, 'forest')!))
    expect(frame()).toContain('#173222')
    fireEvent.click(add)
    const root = store.editor.doc.page(store.view.activeRoute).root
    expect(JSON.stringify(root.children!.at(-1))).toContain('您需要的都在這裡')
  })
})
