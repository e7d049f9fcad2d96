import '@testing-library/jest-dom/vitest'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { IntlProvider } from 'react-intl'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { createSite } from '@tessera/site-format'
import { useHotkeyHandler } from '../hotkeys/use-hotkeys'
import en from '../i18n/messages/en.json'
import { BuilderStore } from '../store/builder-store'
import { memoryStorage, testHost } from '../store/test-store'
import { BuilderContext } from '../store-context'
import { CanvasOverlay } from '../canvas/canvas-overlay'
import { NewMenu } from '../menus/new-menu'
import { applyCanvasPreferences, PREFERENCES_STYLE_ATTRIBUTE } from './canvas-preferences'
import { PREFERENCES_STORAGE_KEY, Preferences } from './preferences'
import { BugReportButton, PreferencesButton } from './toolbar-buttons'

vi.setConfig({ testTimeout: 30_000 })

async function seriousViolations(element: Element): Promise<string[]> {
  const result = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

function makeStore(options: { storage?: Storage; admin?: boolean; siteId?: string } = {}) {
  const storage = options.storage ?? memoryStorage()
  const host = testHost({
    storage,
    ...(options.admin
      ? { user: () => ({ id: 'u1', email: 'admin@example.test', isAdmin: true }) }
      : {}),
  })
  const store = new BuilderStore(host, options.siteId ?? 'scratch', {
    site: createSite('Prefs Site'),
    editingEnabled: true,
  })
  return { store, storage }
}

function mount(children: ReactNode, store = makeStore().store) {
  render(
    <IntlProvider locale="en" messages={en} onError={() => undefined}>
      <BuilderContext.Provider value={store}>{children}</BuilderContext.Provider>
    </IntlProvider>,
  )
  return { store, user: userEvent.setup() }
}

const dialog = () => screen.getByRole('dialog', { hidden: true })
const stored = (storage: Storage) =>
  JSON.parse(storage.getItem(PREFERENCES_STORAGE_KEY) ?? 'null') as {
    prefs: Record<string, unknown>
    hotkeys: Record<string, string>
  } | null

describe('the preferences', () => {
  it('start with every canvas toggle off and the default colours', () => {
    const { store } = makeStore()
    const prefs = store.preferences
    expect([prefs.debugBounding, prefs.overrideOpacity, prefs.overrideTransform]).toEqual([
      false,
      false,
      false,
    ])
    expect(prefs.outlineColor).toBe('#2563eb')
    expect(prefs.hoverColor).toBe('#f59e0b')
    expect(prefs.hotkeys).toEqual({})
  })

  it('are kept in this browser and in the site editor state, and read back on the next open', () => {
    const storage = memoryStorage()
    const { store } = makeStore({ storage })
    store.preferences.setToggle('overrideOpacity', true)
    store.preferences.setColor('componentHoverColor', '#FF0000')
    store.preferences.setHotkey('menu.history', 'k', 'h')
    expect(stored(storage)).toEqual({
      prefs: {
        debugBounding: false,
        overrideOpacity: true,
        overrideTransform: false,
        componentHoverColor: '#ff0000',
      },
      hotkeys: { 'menu.history': 'k' },
    })
    expect(store.view.toEditorState().prefs).toMatchObject({ overrideOpacity: true })
    expect(store.view.toEditorState().hotkeys).toEqual({ 'menu.history': 'k' })
    // Another site opened in the same browser has them.
    const other = makeStore({ storage, siteId: 'identity' }).store.preferences
    expect(other.overrideOpacity).toBe(true)
    expect(other.hoverColor).toBe('#ff0000')
    expect(other.keyOf('menu.history')).toBe('k')
  })

  it("fall back to the site's editor state in a browser without its own, and drop what is malformed", () => {
    const site = createSite('Old')
    site.editor = {
      ...site.editor,
      builderWidth: 1080,
      builderScale: 1,
      prefs: { debugBounding: true, selectedComponentOutlineColor: 'red' },
      hotkeys: { 'menu.theme': 'y', undo: 'u', 'menu.pages': 7 as unknown as string },
    }
    const store = new BuilderStore(testHost({ storage: memoryStorage() }), 'scratch', {
      site,
      editingEnabled: true,
    })
    expect(store.preferences.debugBounding).toBe(true)
    expect(store.preferences.selectedComponentOutlineColor).toBeUndefined()
    expect(store.preferences.hotkeys).toEqual({ 'menu.theme': 'y' })
    const broken = memoryStorage()
    broken.setItem(PREFERENCES_STORAGE_KEY, '{not json')
    expect(new Preferences(undefined, broken).debugBounding).toBe(false)
  })

  it('give back the default key by dropping the override', () => {
    const { store } = makeStore()
    store.preferences.setHotkey('menu.history', 'k', 'h')
    store.preferences.setHotkey('menu.history', 'h', 'h')
    expect(store.preferences.hotkeys).toEqual({})
  })
})

describe('the preferences on the canvas', () => {
  it('add a rule for each toggle that is on, and none when all are off', () => {
    const prefs = new Preferences(undefined, memoryStorage())
    const frame = document.implementation.createHTMLDocument('canvas')
    const dispose = applyCanvasPreferences(frame, prefs)
    const style = () =>
      frame.head.querySelector(`style[${PREFERENCES_STYLE_ATTRIBUTE}]`)?.textContent ?? null
    expect(style()).toBe('')
    prefs.setToggle('debugBounding', true)
    expect(style()).toMatch(/\[data-component-id\]\{outline:1px dashed[^}]*!important/)
    prefs.setToggle('overrideOpacity', true)
    expect(style()).toContain('[data-component-id]{opacity:1 !important}')
    prefs.setToggle('overrideTransform', true)
    expect(style()).toContain('[data-component-id]{transform:none !important}')
    prefs.setToggle('debugBounding', false)
    expect(style()).not.toContain('outline')
    dispose()
    expect(style()).toBeNull()
  })

  it('colour the selection outline and the hover highlight', () => {
    const { store } = makeStore()
    const frame = document.implementation.createHTMLDocument('canvas')
    mount(<CanvasOverlay document={frame} frame={null} scale={1} />, store)
    const overlay = document.querySelector<HTMLElement>('.canvas-overlay')!
    expect(overlay.style.getPropertyValue('--b-select')).toBe('#2563eb')
    act(() => store.preferences.setColor('selectedComponentOutlineColor', '#10b981'))
    act(() => store.preferences.setColor('componentHoverColor', '#ec4899'))
    expect(overlay.style.getPropertyValue('--b-select')).toBe('#10b981')
    expect(overlay.style.getPropertyValue('--b-hover')).toBe('#ec4899')
  })
})

describe('the preferences modal', () => {
  it('opens from the toolbar on the General tab; its checkboxes set the canvas toggles', async () => {
    const { store, user } = mount(<PreferencesButton />)
    await user.click(screen.getByRole('button', { name: 'Preferences' }))
    const tabs = within(dialog()).getAllByRole('tab', { hidden: true })
    expect(tabs.map((tab) => tab.textContent)).toEqual(['General', 'Hotkeys'])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    const bounds = within(dialog()).getByRole('checkbox', {
      name: 'Show component bounds',
      hidden: true,
    })
    expect(bounds).not.toBeChecked()
    await user.click(bounds)
    expect(store.preferences.debugBounding).toBe(true)
    await user.click(
      within(dialog()).getByRole('checkbox', { name: 'Override transform', hidden: true }),
    )
    expect(store.preferences.overrideTransform).toBe(true)
    expect(store.preferences.overrideOpacity).toBe(false)
    expect(await seriousViolations(dialog())).toEqual([])
  })

  it('sets a colour and gives the default back', async () => {
    const { store, user } = mount(<PreferencesButton />)
    await user.click(screen.getByRole('button', { name: 'Preferences' }))
    const outline = within(dialog()).getByLabelText('Selection outline')
    fireEvent.input(outline, { target: { value: '#123456' } })
    fireEvent.change(outline, { target: { value: '#123456' } })
    expect(store.preferences.outlineColor).toBe('#123456')
    const reset = within(dialog()).getByRole('button', {
      name: 'Default: Selection outline',
      hidden: true,
    })
    expect(
      within(dialog()).getByRole('button', { name: 'Default: Hover highlight', hidden: true }),
    ).toBeDisabled()
    await user.click(reset)
    expect(store.preferences.selectedComponentOutlineColor).toBeUndefined()
  })

  async function hotkeysTab() {
    const mounted = mount(<PreferencesButton />)
    await mounted.user.click(screen.getByRole('button', { name: 'Preferences' }))
    const tab = within(dialog()).getByRole('tab', { name: 'General', hidden: true })
    tab.focus()
    await mounted.user.keyboard('{ArrowRight}')
    expect(within(dialog()).getByRole('tab', { name: 'Hotkeys', hidden: true })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    const keyButton = (action: string) =>
      within(dialog()).getByRole('button', { name: new RegExp(`^${action}: `), hidden: true })
    const status = () => within(dialog()).getByRole('status', { hidden: true }).textContent
    return { ...mounted, keyButton, status }
  }

  it('lists the keys that stay as they are beside the others, F6 and the tree’s among them', async () => {
    await hotkeysTab()
    const fixed = [...dialog().querySelectorAll('.preferences-fixed')].map((row) =>
      row.textContent?.trim(),
    )
    expect(fixed).toContain('Go to the next areaF6')
    expect(fixed).toContain('Move the component upAlt+↑')
    expect(fixed).toContain('Page 1–91–9')
    // A fixed key has no button to change it.
    expect(
      within(dialog()).queryByRole('button', { name: /^Go to the next area/, hidden: true }),
    ).toBeNull()
  })

  it('assigns a key pressed after choosing a hotkey', async () => {
    const { store, user, keyButton, status } = await hotkeysTab()
    expect(keyButton('Open History')).toHaveTextContent('H')
    await user.click(keyButton('Open History'))
    expect(keyButton('Open History')).toHaveTextContent('Press a key')
    await user.keyboard('k')
    expect(store.preferences.keyOf('menu.history')).toBe('k')
    expect(keyButton('Open History')).toHaveTextContent('K')
    expect(status()).toBe('Open History is now K')
    // Its reset button gives the default back.
    await user.click(
      within(dialog()).getByRole('button', { name: 'Reset to H: Open History', hidden: true }),
    )
    expect(store.preferences.keyOf('menu.history')).toBe('h')
  })

  it("refuses a key in use with 'Hotkey used by' and the action, and keeps listening", async () => {
    const { store, user, keyButton, status } = await hotkeysTab()
    await user.click(keyButton('Open History'))
    await user.keyboard('t')
    expect(status()).toBe('Hotkey used by Open Theme (No panel open)')
    expect(store.preferences.keyOf('menu.history')).toBe('h')
    expect(keyButton('Open History')).toHaveTextContent('Press a key')
    await user.keyboard('j')
    expect(store.preferences.keyOf('menu.history')).toBe('j')
  })

  it("answers a key outside the allowed set with 'Invalid hotkey'", async () => {
    const { store, user, keyButton, status } = await hotkeysTab()
    await user.click(keyButton('Open Pages'))
    await user.keyboard('{Control>}k{/Control}')
    expect(status()).toBe('Invalid hotkey')
    await user.keyboard('{ArrowUp}')
    expect(status()).toBe('Invalid hotkey')
    expect(store.preferences.hotkeys).toEqual({})
  })

  it('cancels on Escape (the modal stays open) or Meta', async () => {
    const { store, user, keyButton, status } = await hotkeysTab()
    await user.click(keyButton('Open Pages'))
    await user.keyboard('{Escape}')
    expect(status()).toBe('Hotkey unchanged')
    expect(keyButton('Open Pages')).toHaveTextContent('P')
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeNull()
    await user.click(keyButton('Open Pages'))
    await user.keyboard('{Meta}')
    expect(status()).toBe('Hotkey unchanged')
    expect(store.preferences.hotkeys).toEqual({})
    expect(await seriousViolations(dialog())).toEqual([])
  })

  it('lists every hotkey of the key table, grouped by where it applies, with a button for each editable one', async () => {
    const { store } = await hotkeysTab()
    const editable = store.preferences.table.filter((hotkey) => hotkey.editable)
    const buttons = dialog().querySelectorAll('[data-hotkey]')
    expect([...buttons].map((b) => b.getAttribute('data-hotkey')).sort()).toEqual(
      editable.map((hotkey) => hotkey.id).sort(),
    )
    expect(
      within(dialog())
        .getAllByRole('heading', { level: 3, hidden: true })
        .map((h) => h.textContent),
    ).toEqual([
      'No panel open',
      'New menu, basic',
      'New menu, advanced',
      'Pages',
      'Custom components',
      'Styles',
      'Assets',
      'Behaviours',
      'File',
      'Component tree',
      'Everywhere',
    ])
  })
})

describe("the builder's keys with reassigned hotkeys", () => {
  function Keys() {
    const onKey = useHotkeyHandler()
    return <button onKeyDown={(event) => onKey(event.nativeEvent)}>keys</button>
  }

  it('answer to the new key and no longer to the old one', () => {
    const { store } = mount(<Keys />)
    const target = screen.getByRole('button', { name: 'keys' })
    act(() => store.preferences.setHotkey('menu.history', 'k', 'h'))
    const press = (key: string) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
      act(() => {
        target.dispatchEvent(event)
      })
    }
    press('h')
    expect(store.view.menu).toBeUndefined()
    press('k')
    expect(store.view.menu).toBe('history')
  })
})

describe('the bug report modal', () => {
  it('writes a mail to support with the site id and the browser', async () => {
    const { user } = mount(<BugReportButton />, makeStore({ siteId: 'site-77' }).store)
    await user.click(screen.getByRole('button', { name: 'Report a bug' }))
    await user.type(
      within(dialog()).getByRole('textbox', { name: 'What happened?', hidden: true }),
      'The canvas went blank',
    )
    const link = within(dialog()).getByRole('link', { name: 'Write the e-mail', hidden: true })
    const url = new URL(link.getAttribute('href')!)
    expect(url.pathname).toBe('support@example.test')
    expect(url.searchParams.get('subject')).toBe('Bug report: site site-77')
    const body = url.searchParams.get('body')!
    expect(body).toContain('The canvas went blank')
    expect(body).toContain('Site: site-77')
    expect(body).toContain(`Browser: ${navigator.userAgent}`)
    expect(await seriousViolations(dialog())).toEqual([])
  })
})

describe('the Vue-component info modal', () => {
  it('opens from the Vue block of the New menu, which only admins see', async () => {
    mount(<NewMenu />)
    expect(screen.queryByRole('button', { name: 'About the Vue component' })).toBeNull()
  })

  it('explains the block to an admin', async () => {
    const { user } = mount(<NewMenu />, makeStore({ admin: true }).store)
    await user.click(screen.getByRole('button', { name: 'About the Vue component' }))
    expect(
      within(dialog()).getByRole('heading', { name: 'Vue component', hidden: true }),
    ).toBeTruthy()
    expect(dialog()).toHaveTextContent('componentName')
    expect(await seriousViolations(dialog())).toEqual([])
    await user.click(within(dialog()).getByRole('button', { name: 'Got it', hidden: true }))
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull()
  })
})
