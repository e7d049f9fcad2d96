import '@testing-library/jest-dom/vitest'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BuiltinComponentId, createSite } from '@tessera/site-format'
import { IntlProvider } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'
import zh from '../i18n/messages/zh-tw.json'
import { CustomMenu } from '../menus/custom-menu'
import { testStore } from '../store/test-store'
import { BuilderContext } from '../store-context'
import { ClipboardFeedback } from './clipboard-feedback'
import { HUD_MS, TOAST_MS } from './clipboard-actions'

vi.setConfig({ testTimeout: 30_000 })

function show(store: ReturnType<typeof testStore>) {
  return render(
    <IntlProvider locale="zh-TW" messages={zh}>
      <BuilderContext.Provider value={store}>
        <ClipboardFeedback />
        <CustomMenu />
      </BuilderContext.Provider>
    </IntlProvider>,
  )
}

describe('clipboard feedback and the Custom sub-menu, in Traditional Chinese', () => {
  it('shows a toast for 2000 ms and the HUD for 1500 ms', () => {
    vi.useFakeTimers()
    try {
      const store = testStore(createSite('Toast Site'), 'site-t')
      show(store)
      act(() => store.clipboard.showToast('builder.clipboard.copied'))
      expect(screen.getByText('已複製')).toBeInTheDocument()
      act(() => store.clipboard.showHud('builder.clipboard.duplicated'))
      expect(screen.getByText('已建立元件複本')).toBeInTheDocument()
      act(() => vi.advanceTimersByTime(HUD_MS))
      expect(screen.queryByText('已建立元件複本')).not.toBeInTheDocument()
      expect(screen.getByText('已複製')).toBeInTheDocument()
      act(() => vi.advanceTimersByTime(TOAST_MS - HUD_MS))
      expect(screen.queryByText('已複製')).not.toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })

  it('asks about a copied root in a dialog operable by keyboard', async () => {
    const user = userEvent.setup()
    const source = testStore(createSite('Root Source'), 'site-s')
    source.components.addBlock(BuiltinComponentId.h1)
    const payload = source.clipboard.payload(source.page.root.id)!
    const store = testStore(createSite('Root Target'), 'site-t')
    store.components.addBlock(BuiltinComponentId.text)
    store.view.select(store.page.root.id)
    show(store)
    act(() => store.clipboard.pasteContent({ payload }))
    const dialog = await screen.findByRole('dialog', { name: '貼上頁面根元件' })
    expect(dialog).toBeInTheDocument()
    await user.keyboard('{Tab}')
    expect(screen.getByRole('button', { name: '貼到根元件中' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(store.page.root.children).toHaveLength(2)
    expect(await screen.findByText('已貼上元件')).toBeInTheDocument()
  })

  it('lists custom components with their keys and adds one by click', async () => {
    const user = userEvent.setup()
    const store = testStore(createSite('Slots Site'), 'site-t')
    show(store)
    expect(screen.getByText('將元件拖放到這裡，使其成為自訂元件')).toBeInTheDocument()
    const box = store.components.addBlock(BuiltinComponentId.containerVertical)!
    act(() => {
      store.components.rename(box, 'Hero')
      store.custom.make(box)
    })
    const slot = await screen.findByRole('button', { name: /Hero/ })
    expect(slot).toHaveAttribute('aria-keyshortcuts', '1')
    store.view.select(store.page.root.id)
    await user.click(slot)
    expect(store.page.root.children!.at(-1)!.customSourceId).toBe(box)
  })
})
