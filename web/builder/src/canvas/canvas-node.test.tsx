import { act } from '@testing-library/react'
import { CanvasRenderer } from '@tessera/renderer'
import { BuiltinComponentId, createSite } from '@tessera/site-format'
import { describe, expect, it, vi } from 'vitest'
import type { BuilderAsset } from '../assets/asset-client'
import { ASSET_LIST_DELAY_MS } from '../assets/asset-library'
import { applyImageUrl } from '../assets/apply-asset'
import { BuilderStore } from '../store/builder-store'
import { testHost, testStore } from '../store/test-store'
import { CanvasController } from './canvas-controller'
import { componentElement } from './component-element'
import { renderCanvas } from './test-canvas'

function mount() {
  const store = testStore()
  const view = renderCanvas(store)
  return { store, container: view.container }
}

describe('CanvasNode', () => {
  it('tells where each component element is, the one it renders anew included, and forgets one that goes', () => {
    const { store, container } = mount()
    let text = ''
    act(() => {
      text = store.components.addBlock(BuiltinComponentId.text)!
    })
    const element = container.querySelector(`[data-component-id="${text}"]`)
    expect(element).not.toBeNull()
    expect(componentElement(document, text)).toBe(element)
    // Text editing renders a fresh element.
    act(() => store.view.startTextEditing(text))
    const editing = container.querySelector(`[data-component-id="${text}"]`)
    expect(editing).not.toBe(element)
    expect(componentElement(document, text)).toBe(editing)
    act(() => store.view.stopTextEditing())
    act(() => void store.components.remove(text))
    expect(container.querySelector(`[data-component-id="${text}"]`)).toBeNull()
    expect(componentElement(document, text)).toBeUndefined()
  })

  it('shows what is added inside a component added before', () => {
    const { store, container } = mount()
    let box = ''
    act(() => {
      box = store.components.addBlock(BuiltinComponentId.containerVertical)!
    })
    act(() => {
      store.components.addBlock(BuiltinComponentId.h1)
    })

    expect(container.querySelector(`[data-component-id="${box}"] h1`)?.textContent).toBe(
      'Heading 1',
    )
  })

  it('renders again only the elements an edit touched', () => {
    const { store, container } = mount()
    let first = ''
    let second = ''
    act(() => {
      first = store.components.addBlock(BuiltinComponentId.text)!
      store.view.select(store.page.root.id)
      second = store.components.addBlock(BuiltinComponentId.h2)!
    })
    const before = container.querySelector(`[data-component-id="${second}"]`)
    const marker = { seen: false }
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (before?.contains(record.target) || record.target === before) marker.seen = true
      }
    })
    observer.observe(container, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    })
    act(() => {
      store.components.rename(first, 'Intro')
      store.components.setContent(first, 'Hello')
    })
    observer.disconnect()
    expect(container.querySelector(`[data-component-id="${first}"]`)?.textContent).toBe('Hello')
    expect(container.querySelector(`[data-component-id="${second}"]`)).toBe(before)
    expect(marker.seen).toBe(false)
  })

  it('renders the parent of an added component, and not the other children below it', () => {
    const { store } = mount()
    let box = ''
    const kept: string[] = []
    act(() => {
      box = store.components.addBlock(BuiltinComponentId.containerVertical)!
      for (const block of [BuiltinComponentId.containerVertical, BuiltinComponentId.text]) {
        kept.push(store.components.addBlock(block, { parentId: box })!)
      }
      kept.push(store.components.addBlock(BuiltinComponentId.h2)!)
    })
    const rendered = vi.spyOn(CanvasRenderer.prototype, 'element')
    let added = ''
    act(() => {
      added = store.components.addBlock(BuiltinComponentId.text, { parentId: box })!
    })
    const ids = rendered.mock.calls.map(([component]) => component.id)
    rendered.mockRestore()
    expect(ids).toContain(box)
    expect(ids).toContain(added)
    for (const id of kept) expect(ids).not.toContain(id)
  })
})

describe('the canvas and replaced assets', () => {
  const OLD = 'https://assets.test/b/assets/0f5a7a39-0c1e-4a8e-9d0b-1f2a3b4c5d6e/old1.png'
  const NEW = 'https://assets.test/b/assets/0f5a7a39-0c1e-4a8e-9d0b-1f2a3b4c5d6e/new2.png'
  const ELSEWHERE = 'https://pictures.example.test/sky.png'

  /** A site whose user's one asset serves NEW now; its list arrives after the list's delay. */
  function storeWithReplacedAsset(): BuilderStore {
    const listed: BuilderAsset[] = [
      {
        id: '0f5a7a39-0c1e-4a8e-9d0b-1f2a3b4c5d6e',
        name: 'photo.png',
        content_type: 'image/png',
        content_size: 10,
        size: 10,
        site_id: 'site-1',
        url: NEW,
        state: 'Uploaded',
      },
    ]
    const host = testHost({
      api: {
        request: <T,>() => Promise.resolve({ results: listed, total: 1, total_usage: 0 } as T),
      },
      user: () => ({ id: 'user-1', email: 'a@b.test', isAdmin: false }),
    })
    return new BuilderStore(host, '8d1f6c2e-6a4b-4f0e-9f3a-2b1c0d9e8f7a', {
      site: createSite('Test Site'),
      editingEnabled: true,
    })
  }

  it('shows the file an asset serves now, where the page names an address it had before', async () => {
    vi.useFakeTimers()
    try {
      const store = storeWithReplacedAsset()
      const { container } = renderCanvas(store)
      let photo = ''
      let other = ''
      act(() => {
        photo = store.components.addBlock(BuiltinComponentId.image)!
        applyImageUrl(store, photo, OLD)
        other = store.components.addBlock(BuiltinComponentId.image)!
        applyImageUrl(store, other, ELSEWHERE)
      })
      const src = (id: string) =>
        container.querySelector(`[data-component-id="${id}"]`)?.getAttribute('src')
      expect(src(photo)).toBe(OLD)
      // The user's assets arrive after the list's delay: the asset's current file shows.
      await act(async () => {
        await vi.advanceTimersByTimeAsync(ASSET_LIST_DELAY_MS)
      })
      expect(src(photo)).toBe(NEW)
      expect(src(other)).toBe(ELSEWHERE)
      // The document keeps the address it was given: the asset is what it refers to.
      expect(store.editor.doc.findComponent(photo)?.inputs?.src?.is).toBe(OLD)
    } finally {
      vi.useRealTimers()
    }
  })
  it('shows the file an asset serves now as a background image, where a style names an old address', async () => {
    vi.useFakeTimers()
    try {
      const store = storeWithReplacedAsset()
      renderCanvas(store)
      const controller = new CanvasController(store, document)
      let box = ''
      let other = ''
      act(() => {
        box = store.components.addBlock(BuiltinComponentId.containerVertical)!
        store.components.setStyle(box, 'background-image', `url("${OLD}")`)
        other = store.components.addBlock(BuiltinComponentId.containerVertical)!
        store.components.setStyle(other, 'background-image', `url("${ELSEWHERE}")`)
      })
      expect(controller.rulesOf(box)).toContain(OLD)
      await act(async () => {
        await vi.advanceTimersByTimeAsync(ASSET_LIST_DELAY_MS)
      })
      expect(controller.rulesOf(box)).toContain(NEW)
      expect(controller.rulesOf(box)).not.toContain(OLD)
      expect(controller.rulesOf(other)).toContain(ELSEWHERE)
      // A style edited after the list came shows the current file at once.
      act(() => {
        store.components.setStyle(other, 'background-image', `url('${OLD}')`)
      })
      expect(controller.rulesOf(other)).toContain(NEW)
      // The document keeps the address it was given.
      expect(JSON.stringify(store.editor.doc.findComponent(box)?.style)).toContain(OLD)
      controller.dispose()
    } finally {
      vi.useRealTimers()
    }
  })
})
