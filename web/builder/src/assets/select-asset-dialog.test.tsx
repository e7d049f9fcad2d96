import '@testing-library/jest-dom/vitest'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import {
  BuiltinComponentId,
  createSite,
  getStyleValue,
  removeComponent,
} from '@tessera/site-format'
import { IntlProvider } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'
import type { HostApi } from '../host'
import en from '../i18n/messages/en.json'
import { activeBreakpoint } from '../store/breakpoints'
import { BuilderStore } from '../store/builder-store'
import { testHost } from '../store/test-store'
import { BuilderContext } from '../store-context'
import { acceptedAssetUrl, applyVideoUrl, videoOf } from './apply-asset'
import type { BuilderAsset } from './asset-client'
import { ASSET_LIST_DELAY_MS } from './asset-library'
import { AssetSection } from './asset-section'

vi.setConfig({ testTimeout: 30_000 })

const messages: Record<string, string> = Object.fromEntries(
  Object.keys(en).map((key) => [key, key]),
)

function asset(id: string, contentType: string): BuilderAsset {
  return {
    id,
    name: `${id}-file`,
    content_type: contentType,
    content_size: 1,
    size: 1,
    site_id: 's',
    url: `https://assets.test/${id}`,
    state: 'Uploaded',
  }
}

const library = [
  asset('png', 'image/png'),
  asset('svg', 'image/svg+xml'),
  asset('pdf', 'application/pdf'),
  asset('mp4', 'video/mp4'),
]

function setup(options: { loggedIn?: boolean } = {}) {
  const api: HostApi = {
    request: <T,>() => Promise.resolve({ results: library } as T),
  }
  const host = testHost({
    api,
    user: () =>
      options.loggedIn === false ? undefined : { id: 'u', email: 'u@x.test', isAdmin: false },
  })
  const store = new BuilderStore(host, 'site-1', {
    site: createSite('Test'),
    editingEnabled: true,
  })
  return store
}

async function openPicker(store: BuilderStore, id: string) {
  vi.useFakeTimers()
  const view = render(
    <IntlProvider locale="en" messages={messages} onError={() => undefined}>
      <BuilderContext.Provider value={store}>
        <AssetSection id={id} />
      </BuilderContext.Provider>
    </IntlProvider>,
  )
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ASSET_LIST_DELAY_MS)
  })
  vi.useRealTimers()
  return { view, user: userEvent.setup() }
}

describe('the select-asset and select-video-source modals', () => {
  it('picks an image into an img component as one undoable step', async () => {
    const store = setup()
    const id = store.components.addBlock(BuiltinComponentId.image)!
    const { user } = await openPicker(store, id)
    await user.click(screen.getByRole('button', { name: /builder\.assets\.selectImage/ }))
    const dialog = screen.getByRole('dialog', { name: 'builder.assets.selectImage' })
    // Only picker images are offered: png and svg, not the pdf or the mp4.
    const choices = within(within(dialog).getByRole('list')).getAllByRole('button')
    expect(choices.map((b) => b.querySelector('.assets-pick-name')?.textContent)).toEqual([
      'png-file',
      'svg-file',
    ])
    await user.click(choices[1]!)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(store.editor.doc.component(id).inputs?.src?.is).toBe('https://assets.test/svg')
    expect(screen.getByText('https://assets.test/svg')).toBeInTheDocument()
    act(() => void store.editor.undo())
    expect(store.editor.doc.component(id).inputs?.src?.is ?? '').toBe('')
  })

  it("sets an external address as another component's background image", async () => {
    const store = setup()
    const id = store.components.addBlock(BuiltinComponentId.containerVertical)!
    const { user } = await openPicker(store, id)
    await user.click(screen.getByRole('button', { name: /builder\.assets\.selectBackground/ }))
    const dialog = screen.getByRole('dialog', { name: 'builder.assets.selectImage' })
    const field = within(dialog).getByLabelText('builder.assets.imageUrl')
    const set = within(dialog).getByRole('button', { name: 'builder.assets.set' })
    expect(set).toBeDisabled()
    await user.type(field, 'javascript:alert(1)')
    await user.click(set)
    expect(within(dialog).getByRole('alert')).toHaveTextContent('builder.assets.urlInvalid')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    await user.clear(field)
    await user.type(field, 'https://cdn.test/sky.jpg{Enter}')
    expect(screen.queryByRole('dialog')).toBeNull()
    const breakpoint = activeBreakpoint(store.editor.site, store.view.builderWidth)
    const slot = {
      breakpointId: breakpoint.id,
      pseudoClass: 'default',
      property: 'background-image',
    } as const
    const styles = () => store.editor.doc.component(id).style.custom ?? {}
    expect(getStyleValue(styles(), slot)).toBe('url("https://cdn.test/sky.jpg")')
    act(() => void store.editor.undo())
    expect(getStyleValue(styles(), slot)).toBeUndefined()
  })

  it('sets a video source, creating the source child when it is missing', async () => {
    const store = setup()
    const wrap = store.components.addBlock(BuiltinComponentId.video)!
    const video = videoOf(store.editor.doc.component(wrap))!
    const source = () => video.children?.find((c) => c.tag === 'source')
    const { user } = await openPicker(store, wrap)
    await user.click(screen.getByRole('button', { name: /builder\.assets\.selectVideo/ }))
    const dialog = screen.getByRole('dialog', { name: 'builder.assets.selectVideo' })
    const choices = within(within(dialog).getByRole('list')).getAllByRole('button')
    expect(choices.map((b) => b.querySelector('.assets-pick-name')?.textContent)).toEqual([
      'mp4-file',
    ])
    await user.click(choices[0]!)
    expect(source()?.inputs?.src?.is).toBe('https://assets.test/mp4')

    // Without a source child, one is made with the address, in one step.
    act(() => void store.editor.run(removeComponent(store.editor.doc, source()!.id)))
    const live = () => videoOf(store.editor.doc.component(wrap))!
    expect(live().children ?? []).toHaveLength(0)
    act(() => void applyVideoUrl(store, wrap, 'https://cdn.test/clip.mp4'))
    const made = live().children?.find((c) => c.tag === 'source')
    expect(made?.inputs?.src?.is).toBe('https://cdn.test/clip.mp4')
    expect(made?.inputs?.type?.is ?? made?.inputs?.type?.default).toBe('video/mp4')
    act(() => void store.editor.undo())
    expect(live().children ?? []).toHaveLength(0)
  })

  it('still sets an address when logged out, and passes axe', async () => {
    const store = setup({ loggedIn: false })
    const id = store.components.addBlock(BuiltinComponentId.image)!
    const { user } = await openPicker(store, id)
    await user.click(screen.getByRole('button', { name: /builder\.assets\.selectImage/ }))
    const dialog = screen.getByRole('dialog', { name: 'builder.assets.selectImage' })
    expect(within(dialog).getByText('builder.assets.pickerLogin')).toBeInTheDocument()
    // The address field has focus first.
    expect(within(dialog).getByLabelText('builder.assets.imageUrl')).toHaveFocus()
    const result = await axe.run(dialog)
    const serious = result.violations.filter((v) => ['serious', 'critical'].includes(v.impact!))
    expect(serious.map((v) => v.id)).toEqual([])
    await user.type(within(dialog).getByLabelText('builder.assets.imageUrl'), '/img/a.png{Enter}')
    expect(store.editor.doc.component(id).inputs?.src?.is).toBe('/img/a.png')
  })
})

describe('acceptedAssetUrl', () => {
  it('takes http(s), protocol-relative and site-relative addresses only', () => {
    expect(acceptedAssetUrl(' https://a.test/x.png ')).toBe('https://a.test/x.png')
    expect(acceptedAssetUrl('//a.test/x.png')).toBe('//a.test/x.png')
    expect(acceptedAssetUrl('/x.png')).toBe('/x.png')
    expect(acceptedAssetUrl('javascript:alert(1)')).toBeUndefined()
    expect(acceptedAssetUrl('data:image/png;base64,xx')).toBeUndefined()
    expect(acceptedAssetUrl('https://a.test/x.png") ; color: red')).toBeUndefined()
    expect(acceptedAssetUrl('')).toBeUndefined()
  })
})
