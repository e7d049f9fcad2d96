import '@testing-library/jest-dom/vitest'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { IntlProvider } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'
import { testStore } from '../store/test-store'
import { BuilderContext } from '../store-context'
import { RightMenu } from './right-menu'

vi.setConfig({ testTimeout: 30_000 })

/** axe-core's serious or critical violations in an element (no layout here, so no contrast check). */
async function seriousViolations(element: Element): Promise<string[]> {
  const result = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Page editing of /home, with an About page beside it; message ids are the text. */
function mount() {
  const store = testStore()
  act(() => {
    store.pages.add({ name: 'About', route: 'about' })
    store.view.editPage('/home')
  })
  render(
    <IntlProvider locale="en" messages={{}} onError={() => undefined}>
      <BuilderContext.Provider value={store}>
        <RightMenu />
      </BuilderContext.Provider>
    </IntlProvider>,
  )
  const history = () => store.editor.site.history.back.length
  return { store, history, user: userEvent.setup() }
}

describe('page editing', () => {
  it('has no serious or critical axe violations in either tab', async () => {
    const { user } = mount()
    expect(await seriousViolations(document.body)).toEqual([])
    await user.click(screen.getByRole('tab', { name: 'builder.pages.tabMeta' }))
    await user.click(screen.getByRole('button', { name: 'builder.head.addMeta' }))
    await user.click(screen.getByRole('button', { name: 'builder.head.addLink' }))
    await user.click(screen.getByRole('button', { name: 'builder.head.addScript' }))
    expect(await seriousViolations(document.body)).toEqual([])
  })

  it('offers the info and meta tabs as a tablist operated with the arrow keys', async () => {
    const { user } = mount()
    const tablist = screen.getByRole('tablist', { name: 'builder.pages.tabs' })
    const info = within(tablist).getByRole('tab', { name: 'builder.pages.tabInfo' })
    const meta = within(tablist).getByRole('tab', { name: 'builder.pages.tabMeta' })
    expect(info).toHaveAttribute('aria-selected', 'true')
    expect(meta).toHaveAttribute('tabindex', '-1')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('builder.pages.route')
    info.focus()
    await user.keyboard('{ArrowRight}')
    expect(meta).toHaveFocus()
    expect(meta).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('builder.pages.tabMeta')
    expect(screen.getByRole('textbox', { name: 'builder.head.title' })).toBeInTheDocument()
    await user.keyboard('{Home}')
    expect(info).toHaveFocus()
  })

  it('checks the name and route in the info tab with the page rules, then saves as one step', async () => {
    const { store, history, user } = mount()
    await user.click(screen.getByRole('button', { name: 'builder.pages.editInfo' }))
    const name = screen.getByRole('textbox', { name: 'builder.pages.name' })
    const route = screen.getByRole('textbox', { name: 'builder.pages.route' })
    await user.clear(name)
    await user.clear(route)
    await user.type(route, 'about')
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(screen.getByText('build.page_name_required')).toBeInTheDocument()
    expect(screen.getByText('build.page_route_unique')).toBeInTheDocument()
    await user.type(name, 'About')
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(screen.getByText('build.page_name_unique')).toBeInTheDocument()
    const before = history()
    await user.clear(name)
    await user.type(name, 'Start')
    await user.clear(route)
    await user.type(route, '/start')
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(history()).toBe(before + 1)
    expect(store.editor.site.pages['/start']?.name).toBe('Start')
    expect(screen.getByText('/start')).toBeInTheDocument()
  })

  it('saves the page head from the meta tab as one step, which undo takes back', async () => {
    const { store, history, user } = mount()
    await user.click(screen.getByRole('tab', { name: 'builder.pages.tabMeta' }))
    await user.type(screen.getByRole('textbox', { name: 'builder.head.title' }), 'Welcome')
    await user.type(screen.getByRole('textbox', { name: 'builder.head.description' }), 'Hello')
    await user.type(screen.getByRole('textbox', { name: 'builder.head.baseHref' }), '/')
    await user.click(screen.getByRole('button', { name: 'builder.head.addMeta' }))
    const meta = screen.getByRole('group', { name: 'builder.head.metaRow' })
    await user.selectOptions(
      within(meta).getByRole('combobox', { name: 'builder.head.metaKind' }),
      'property',
    )
    await user.type(within(meta).getByRole('textbox', { name: 'builder.head.metaKey' }), 'og:title')
    await user.type(within(meta).getByRole('textbox', { name: 'builder.head.content' }), 'Hi')
    // A link row added and removed again leaves nothing behind.
    await user.click(screen.getByRole('button', { name: 'builder.head.addLink' }))
    const link = screen.getByRole('group', { name: 'builder.head.linkRow' })
    await user.type(within(link).getByRole('textbox', { name: 'href' }), '/a.css')
    await user.click(within(link).getByRole('button', { name: 'builder.head.removeRow' }))
    expect(screen.queryByRole('group', { name: 'builder.head.linkRow' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'builder.head.addScript' }))
    const script = screen.getByRole('group', { name: 'builder.head.scriptRow' })
    await user.type(within(script).getByRole('textbox', { name: 'src' }), '/app.js')
    await user.click(within(script).getByRole('checkbox', { name: 'async' }))

    const before = history()
    const save = screen.getByRole('button', { name: 'builder.common.save' })
    await user.click(save)
    expect(history()).toBe(before + 1)
    expect(store.editor.site.history.back.at(-1)?.type).toBe('setPH')
    expect(save).toHaveFocus()
    expect(screen.getByRole('status')).toHaveTextContent('builder.head.saved')
    expect(store.editor.site.pages['/home']?.head).toEqual({
      title: 'Welcome',
      description: 'Hello',
      base: { href: '/' },
      meta: [{ property: 'og:title', content: 'Hi' }],
      script: [{ src: '/app.js', async: true }],
    })

    act(() => void store.editor.undo())
    expect(store.editor.site.pages['/home']?.head).toEqual({})
    expect(screen.getByRole('textbox', { name: 'builder.head.title' })).toHaveValue('')
    act(() => void store.editor.redo())
    expect(screen.getByRole('textbox', { name: 'builder.head.title' })).toHaveValue('Welcome')
  })

  it('saves a route per language in the meta tab, refusing taken and malformed ones', async () => {
    const { store, history, user } = mount()
    act(() => {
      store.editor.site.context.i18n = { en: {}, 'zh-tw': {} }
      store.view.editPage('/about')
    })
    await user.click(screen.getByRole('tab', { name: 'builder.pages.tabMeta' }))
    const field = screen.getByRole('textbox', { name: 'builder.head.localeRoute' })
    expect(field).toHaveAttribute('placeholder', 'about')
    const save = screen.getByRole('button', { name: 'builder.common.save' })
    const before = history()
    await user.type(field, 'home')
    await user.click(save)
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('alert')).toHaveTextContent('build.locale_route_unique')
    await user.clear(field)
    await user.type(field, 'a/../b')
    await user.click(save)
    expect(screen.getByRole('alert')).toHaveTextContent('build.locale_route_format')
    expect(history()).toBe(before)
    await user.clear(field)
    await user.type(field, '關於')
    await user.click(save)
    expect(field).not.toHaveAttribute('aria-invalid')
    expect(history()).toBe(before + 1)
    expect(store.editor.site.pages['/about']?.head).toEqual({ localeRoutes: { 'zh-tw': '/關於' } })
    act(() => void store.editor.undo())
    expect(store.editor.site.pages['/about']?.head).toEqual({})
  })
})
