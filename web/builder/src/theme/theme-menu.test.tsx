import '@testing-library/jest-dom/vitest'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { IntlProvider } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'
import { testStore } from '../store/test-store'
import { BuilderContext } from '../store-context'
import { RightMenu } from '../panels/right-menu'
import {
  MAX_SELECTED_COLORS,
  hexForPicker,
  isColor,
  selectColor,
  unselectColor,
} from './theme-values'

// Typing by user-event is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

/** The right-hand menu in theme mode, with message ids as its text, so each error shows its key. */
function mount() {
  const store = testStore()
  act(() => store.view.toggleMenu('theme'))
  render(
    <IntlProvider locale="en" messages={{}} onError={() => undefined}>
      <BuilderContext.Provider value={store}>
        <RightMenu />
      </BuilderContext.Provider>
    </IntlProvider>,
  )
  const history = () => store.editor.site.history.back.length
  const theme = () => store.editor.site.context.theme
  return { store, history, theme, user: userEvent.setup() }
}

const alert = () => screen.getByRole('alert')

/** The list row of a theme variable. */
function variableRow(key: string): HTMLElement {
  const row = screen
    .getAllByRole('listitem')
    .find((item) => item.querySelector('.theme-row-key')?.textContent === key)
  if (!row) throw new Error(`No row for ${key}`)
  return row
}

const editButton = (key: string) =>
  within(variableRow(key)).getByRole('button', { name: 'builder.theme.variable.edit' })

describe('the theme menu', () => {
  it('is a tablist of Variables, Fonts, Meta and SEO, moved through with the arrow keys', async () => {
    const { user } = mount()
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'builder.theme.tab.variables',
      'builder.theme.tab.fonts',
      'builder.theme.tab.meta',
      'builder.theme.tab.seo',
    ])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tabs[0]!.id)
    tabs[0]!.focus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'builder.theme.tab.fonts' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: 'builder.theme.tab.fonts' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'builder.theme.tab.seo' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'builder.theme.tab.variables' })).toHaveFocus()
  })
})

describe('theme variables', () => {
  it('list the default theme with values, resolved values and colour swatches', () => {
    mount()
    const list = screen.getByRole('list', { name: 'builder.theme.tab.variables' })
    expect(within(list).getByText('color-primary')).toBeInTheDocument()
    expect(within(list).getByText('#95b1d1')).toBeInTheDocument()
    expect(within(list).getByText('size-title')).toBeInTheDocument()
    const row = within(list).getByText('color-primary').closest('li')!
    expect(row.querySelector('.theme-swatch')).toHaveStyle({ background: '#95b1d1' })
  })

  it('need a name: errors.theme_var_name_missing', async () => {
    const { history, user } = mount()
    const before = history()
    await user.click(screen.getByRole('button', { name: 'builder.theme.variable.add' }))
    await user.type(screen.getByLabelText('builder.theme.variable.value'), '#ff0000')
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(alert()).toHaveTextContent('errors.theme_var_name_missing')
    expect(screen.getByLabelText('builder.theme.variable.key')).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    expect(history()).toBe(before)
  })

  it('need a value: errors.value_empty', async () => {
    const { history, user } = mount()
    const before = history()
    await user.click(screen.getByRole('button', { name: 'builder.theme.variable.add' }))
    await user.type(screen.getByLabelText('builder.theme.variable.key'), 'accent')
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(alert()).toHaveTextContent('errors.value_empty')
    expect(history()).toBe(before)
  })

  it('need a unique name on creation: errors.theme_var_name_unique', async () => {
    const { history, user } = mount()
    const before = history()
    await user.click(screen.getByRole('button', { name: 'builder.theme.variable.add' }))
    await user.type(screen.getByLabelText('builder.theme.variable.key'), 'color-primary')
    await user.type(screen.getByLabelText('builder.theme.variable.value'), '#000')
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(alert()).toHaveTextContent('errors.theme_var_name_unique')
    expect(history()).toBe(before)
  })

  it('need a unique name on rename: errors.theme_var_name_unique', async () => {
    const { history, user } = mount()
    const before = history()
    await user.click(editButton('size-h6'))
    const key = screen.getByLabelText('builder.theme.variable.key')
    await user.clear(key)
    await user.type(key, 'size-h5')
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(alert()).toHaveTextContent('errors.theme_var_name_unique')
    expect(history()).toBe(before)
  })

  it('are added as one step, with a reference resolved', async () => {
    const { history, theme, user } = mount()
    const before = history()
    await user.click(screen.getByRole('button', { name: 'builder.theme.variable.add' }))
    await user.type(screen.getByLabelText('builder.theme.variable.key'), 'accent')
    await user.type(screen.getByLabelText('builder.theme.variable.value'), '${{color-error}')
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(theme().variables['accent']).toBe('${color-error}')
    expect(history()).toBe(before + 1)
    const row = screen.getByText('accent').closest('li')!
    expect(within(row).getByText('builder.theme.variable.resolved')).toBeInTheDocument()
    expect(row.querySelector('.theme-swatch')).toHaveStyle({ background: '#ef4444' })
  })

  it('are edited as one undoable step', async () => {
    const { store, history, theme, user } = mount()
    const before = history()
    await user.click(editButton('color-primary'))
    const value = screen.getByLabelText('builder.theme.variable.value')
    await user.clear(value)
    await user.type(value, '#123456')
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(theme().variables['color-primary']).toBe('#123456')
    expect(history()).toBe(before + 1)
    expect(screen.getByText('#123456')).toBeInTheDocument()
    act(() => void store.editor.undo())
    expect(theme().variables['color-primary']).toBe('#95b1d1')
    expect(screen.getByText('#95b1d1')).toBeInTheDocument()
    expect(screen.queryByText('#123456')).toBeNull()
  })

  it('are removed as one step', async () => {
    const { history, theme, user } = mount()
    const before = history()
    await user.click(
      within(variableRow('size-h6')).getByRole('button', { name: 'builder.theme.variable.remove' }),
    )
    expect(theme().variables).not.toHaveProperty('size-h6')
    expect(history()).toBe(before + 1)
  })
})

describe('the colour picker', () => {
  it('offers the theme colours starred in the list, and a star can be taken off again', async () => {
    const { store, user } = mount()
    const star = () =>
      within(variableRow('color-primary')).getByRole('button', {
        name: 'builder.theme.variable.inPicker',
      })
    expect(star()).toHaveAttribute('aria-pressed', 'false')
    await user.click(star())
    expect(star()).toHaveAttribute('aria-pressed', 'true')
    expect(store.view.toEditorState()['selectedThemeColors']).toEqual(['color-primary'])

    await user.click(screen.getByRole('button', { name: 'builder.theme.variable.add' }))
    await user.click(screen.getByRole('button', { name: 'builder.theme.color.pick' }))
    expect(screen.getByRole('slider', { name: /hue/i })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'color-primary' }))
    expect(screen.getByLabelText('builder.theme.variable.value')).toHaveValue('${color-primary}')
    await user.click(screen.getByRole('button', { name: 'builder.common.cancel' }))

    await user.click(star())
    expect(star()).toHaveAttribute('aria-pressed', 'false')
    expect(store.view.toEditorState()['selectedThemeColors']).toEqual([])
  })

  it(`shows at most ${MAX_SELECTED_COLORS} selected colours`, async () => {
    const { store, user } = mount()
    const { doc } = store.editor
    act(() => {
      for (let n = 0; n < 20; n++) {
        const key = `extra-${String(n).padStart(2, '0')}`
        store.editor.run({ type: 'addTV', data: { key, value: '#00ff00' } })
      }
      store.view.setExtra(
        'selectedThemeColors',
        Object.keys(doc.site.context.theme.variables).filter((key) => key.startsWith('extra-')),
      )
    })
    await user.click(screen.getByRole('button', { name: 'builder.theme.variable.add' }))
    await user.click(screen.getByRole('button', { name: 'builder.theme.color.pick' }))
    expect(screen.getAllByRole('button', { name: /^extra-/ })).toHaveLength(MAX_SELECTED_COLORS)
  })

  it('refuses to select a colour twice or unselect one that is not selected', () => {
    expect(() => selectColor(['a'], 'a')).toThrow()
    expect(() => unselectColor(['a'], 'b')).toThrow()
    expect(selectColor(['a'], 'b')).toEqual(['a', 'b'])
  })
})

describe('a renamed variable', () => {
  it('keeps its star, and Escape leaves the form without a change', async () => {
    const { store, history, theme, user } = mount()
    await user.click(
      within(variableRow('color-error')).getByRole('button', {
        name: 'builder.theme.variable.inPicker',
      }),
    )
    const before = history()
    await user.click(editButton('color-error'))
    const key = screen.getByLabelText('builder.theme.variable.key')
    await user.clear(key)
    await user.type(key, 'color-danger{Enter}')
    expect(theme().variables).toHaveProperty('color-danger', '#ef4444')
    expect(theme().variables).not.toHaveProperty('color-error')
    expect(history()).toBe(before + 1)
    expect(store.view.toEditorState()['selectedThemeColors']).toEqual(['color-danger'])

    await user.click(editButton('color-danger'))
    await user.type(screen.getByLabelText('builder.theme.variable.value'), 'zzz')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('form')).toBeNull()
    expect(theme().variables['color-danger']).toBe('#ef4444')
    expect(history()).toBe(before + 1)
  })
})

describe('colour values', () => {
  it('are told apart from other values, and given to the picker as six-digit hex', () => {
    for (const value of ['#fff', '#1b2125', '#1b212580', 'rgb(1 2 3)', 'hsl(0, 50%, 50%)']) {
      expect(isColor(value), value).toBe(true)
    }
    for (const value of ['16px', 'Georgia, serif', '', '#12', 'inherit']) {
      expect(isColor(value), value).toBe(false)
    }
    expect(hexForPicker('#ABC')).toBe('#aabbcc')
    expect(hexForPicker('#1b212580')).toBe('#1b2125')
    expect(hexForPicker('rgb(1 2 3)')).toBeUndefined()
  })
})

describe('theme fonts', () => {
  async function openForm(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('tab', { name: 'builder.theme.tab.fonts' }))
    await user.click(screen.getByRole('button', { name: 'builder.theme.font.add' }))
  }

  it('need a name: errors.font_name_missing', async () => {
    const { history, user } = mount()
    const before = history()
    await openForm(user)
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(alert()).toHaveTextContent('errors.font_name_missing')
    expect(history()).toBe(before)
  })

  it('need a unique name: errors.font_name_unique', async () => {
    const { history, user } = mount()
    const before = history()
    await openForm(user)
    await user.selectOptions(screen.getByLabelText('builder.theme.font.name'), 'Georgia')
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(alert()).toHaveTextContent('errors.font_name_unique')
    expect(history()).toBe(before)
  })

  it('need a fallback when from Google: errors.font_fallback_missing', async () => {
    const { history, user } = mount()
    const before = history()
    await openForm(user)
    await user.selectOptions(screen.getByLabelText('builder.theme.font.sourceLabel'), 'google')
    await user.type(screen.getByLabelText('builder.theme.font.name'), 'Roboto')
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(alert()).toHaveTextContent('errors.font_fallback_missing')
    expect(history()).toBe(before)
  })

  it('need a file address when custom: builder.theme.font.urlMissing', async () => {
    const { history, user } = mount()
    const before = history()
    await openForm(user)
    await user.selectOptions(screen.getByLabelText('builder.theme.font.sourceLabel'), 'custom')
    await user.type(screen.getByLabelText('builder.theme.font.name'), 'Brand')
    await user.type(screen.getByLabelText('builder.theme.font.fallback'), 'serif')
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(alert()).toHaveTextContent('builder.theme.font.urlMissing')
    expect(history()).toBe(before)
  })

  it('need a name the page can load: builder.theme.font.nameInvalid', async () => {
    const { history, user } = mount()
    const before = history()
    await openForm(user)
    await user.selectOptions(screen.getByLabelText('builder.theme.font.sourceLabel'), 'google')
    await user.type(screen.getByLabelText('builder.theme.font.name'), 'Roboto;')
    await user.type(screen.getByLabelText('builder.theme.font.fallback'), 'serif')
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(alert()).toHaveTextContent('builder.theme.font.nameInvalid')
    expect(screen.getByLabelText('builder.theme.font.name')).toHaveFocus()
    expect(history()).toBe(before)
  })

  it('need a single fallback family: builder.theme.font.fallbackInvalid', async () => {
    const { history, user } = mount()
    const before = history()
    await openForm(user)
    await user.selectOptions(screen.getByLabelText('builder.theme.font.sourceLabel'), 'google')
    await user.type(screen.getByLabelText('builder.theme.font.name'), 'Roboto')
    await user.type(screen.getByLabelText('builder.theme.font.fallback'), 'Arial, serif')
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(alert()).toHaveTextContent('builder.theme.font.fallbackInvalid')
    expect(screen.getByLabelText('builder.theme.font.fallback')).toHaveFocus()
    expect(history()).toBe(before)
  })

  it('offer weights 100 to 900 for native fonts and 300 to 700 for others', async () => {
    const { user } = mount()
    await openForm(user)
    const weights = () =>
      within(screen.getByLabelText('builder.theme.font.weight'))
        .getAllByRole('option')
        .map((option) => option.textContent)
    expect(weights()).toEqual(['100', '200', '300', '400', '500', '600', '700', '800', '900'])
    await user.selectOptions(screen.getByLabelText('builder.theme.font.sourceLabel'), 'google')
    expect(weights()).toEqual(['300', '400', '500', '600', '700'])
  })

  it('add a Google font with a fallback as one step, and undo removes it', async () => {
    const { store, history, theme, user } = mount()
    const before = history()
    await openForm(user)
    await user.selectOptions(screen.getByLabelText('builder.theme.font.sourceLabel'), 'google')
    await user.type(screen.getByLabelText('builder.theme.font.name'), 'Roboto')
    await user.type(screen.getByLabelText('builder.theme.font.fallback'), 'sans-serif')
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(theme().fonts['Roboto']).toEqual({
      source: 'google',
      name: 'Roboto',
      fallback: 'sans-serif',
    })
    expect(history()).toBe(before + 1)
    expect(screen.getByText('Roboto')).toBeInTheDocument()
    act(() => void store.editor.undo())
    expect(theme().fonts).not.toHaveProperty('Roboto')
  })
})

describe('the default head', () => {
  it('saves title and description as one step', async () => {
    const { store, history, user } = mount()
    const before = history()
    await user.click(screen.getByRole('tab', { name: 'builder.theme.tab.meta' }))
    await user.type(screen.getByLabelText('builder.theme.meta.pageTitle'), 'My site')
    await user.type(screen.getByLabelText('builder.theme.meta.description'), 'About us')
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(store.editor.site.defaults.head).toMatchObject({
      title: 'My site',
      description: 'About us',
    })
    expect(history()).toBe(before + 1)
    act(() => void store.editor.undo())
    expect(screen.getByLabelText('builder.theme.meta.pageTitle')).toHaveValue(
      store.editor.site.defaults.head.title ?? '',
    )
  })
})

describe('the default head lists', () => {
  async function openMeta(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('tab', { name: 'builder.theme.tab.meta' }))
  }

  it('refuse a meta tag without a name: builder.theme.meta.keyMissing', async () => {
    const { history, user } = mount()
    const before = history()
    await openMeta(user)
    await user.click(screen.getByRole('button', { name: 'builder.theme.meta.addMeta' }))
    await user.type(screen.getByLabelText('content'), 'width=device-width')
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(alert()).toHaveTextContent('builder.theme.meta.keyMissing')
    expect(screen.getByLabelText('name')).toHaveFocus()
    expect(history()).toBe(before)
  })

  it('refuse a link without an address: builder.theme.meta.hrefMissing', async () => {
    const { history, user } = mount()
    const before = history()
    await openMeta(user)
    await user.click(screen.getByRole('button', { name: 'builder.theme.meta.addLink' }))
    await user.type(screen.getByLabelText('rel'), 'icon')
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(alert()).toHaveTextContent('builder.theme.meta.hrefMissing')
    expect(history()).toBe(before)
  })

  it('save meta tags, links and scripts with the title as one step', async () => {
    const { store, history, user } = mount()
    const before = history()
    await openMeta(user)
    await user.click(screen.getByRole('button', { name: 'builder.theme.meta.addMeta' }))
    await user.selectOptions(screen.getByLabelText('builder.theme.meta.kind'), 'property')
    await user.type(screen.getByLabelText('property'), 'og:type')
    await user.type(screen.getByLabelText('content'), 'website')
    await user.click(screen.getByRole('button', { name: 'builder.theme.meta.addLink' }))
    await user.type(screen.getByLabelText('href'), '/favicon.ico')
    await user.type(screen.getByLabelText('rel'), 'icon')
    await user.click(screen.getByRole('button', { name: 'builder.theme.meta.addScript' }))
    await user.type(screen.getByLabelText('src'), 'https://example.test/a.js')
    await user.click(screen.getByRole('checkbox', { name: 'async' }))
    // An empty row is dropped.
    await user.click(screen.getByRole('button', { name: 'builder.theme.meta.addLink' }))
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    const head = store.editor.site.defaults.head
    expect(head.meta).toEqual([{ property: 'og:type', content: 'website' }])
    expect(head.link).toEqual([{ href: '/favicon.ico', rel: 'icon' }])
    expect(head.script).toEqual([{ src: 'https://example.test/a.js', async: true }])
    expect(history()).toBe(before + 1)
  })
})
