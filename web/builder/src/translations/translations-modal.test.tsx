import '@testing-library/jest-dom/vitest'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { IntlProvider } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'
import { createSite, type Translations } from '@tessera/site-format'
import { testStore } from '../store/test-store'
import { BuilderContext } from '../store-context'
import { TranslationsModal } from './translations-modal'

vi.setConfig({ testTimeout: 30_000 })

async function seriousViolations(element: Element): Promise<string[]> {
  const result = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** The modal open on a site with these translations; message ids are the text. */
function mount(i18n: Translations = { en: { hello: 'Hello' }, fr: { hello: 'Bonjour' } }) {
  const site = createSite('Test Site')
  site.context.i18n = structuredClone(i18n)
  const store = testStore(site)
  act(() => store.translations.open())
  render(
    <IntlProvider locale="en" messages={{}} onError={() => undefined}>
      <BuilderContext.Provider value={store}>
        <TranslationsModal />
      </BuilderContext.Provider>
    </IntlProvider>,
  )
  const dialog = screen.getByRole('dialog', { name: 'builder.translations.title' })
  return { store, dialog, user: userEvent.setup() }
}

function csvFile(text: string): File {
  return new File([text], 'translations.csv', { type: 'text/csv' })
}

describe('the Translations modal', () => {
  it('has no serious or critical axe violations, with a draft and reports shown', async () => {
    const { dialog, user } = mount()
    expect(await seriousViolations(document.body)).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'builder.translations.newKey' }))
    await user.click(within(dialog).getByRole('button', { name: 'builder.translations.save' }))
    await user.click(within(dialog).getByRole('button', { name: 'builder.translations.convert' }))
    expect(await seriousViolations(document.body)).toEqual([])
  })

  it('lists keys with their text in the chosen language', async () => {
    const { dialog, user } = mount()
    const table = within(dialog).getByRole('table')
    expect(within(table).getByRole('rowheader', { name: 'hello' })).toBeInTheDocument()
    const language = within(dialog).getByRole('combobox', { name: 'builder.translations.language' })
    await user.selectOptions(language, 'fr')
    expect(table).toHaveTextContent('Bonjour')
    await user.selectOptions(language, 'en')
    expect(table).toHaveTextContent('Hello')
  })

  it('shows errors.i18n_key for an empty key', async () => {
    const { dialog, user, store } = mount()
    await user.click(within(dialog).getByRole('button', { name: 'builder.translations.newKey' }))
    const key = within(dialog).getByRole('textbox', { name: 'builder.translations.key' })
    expect(key).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(within(dialog).getByText('errors.i18n_key')).toBeInTheDocument()
    expect(key).toHaveAttribute('aria-invalid', 'true')
    expect(store.editor.site.context.i18n['en']).toEqual({ hello: 'Hello' })
  })

  it('asks before a new key replaces an existing one, by keyboard', async () => {
    const { dialog, user, store } = mount()
    await user.click(within(dialog).getByRole('button', { name: 'builder.translations.newKey' }))
    await user.keyboard('hello')
    await user.tab()
    await user.keyboard('Hi there')
    await user.click(within(dialog).getByRole('button', { name: 'builder.translations.save' }))
    expect(within(dialog).getByText('builder.translations.collision')).toBeInTheDocument()
    expect(store.editor.site.context.i18n['en']!['hello']).toBe('Hello')
    within(dialog).getByRole('button', { name: 'builder.translations.replace' }).focus()
    await user.keyboard('{Enter}')
    expect(store.editor.site.context.i18n['en']!['hello']).toBe('Hi there')
    expect(store.editor.site.context.i18n['fr']).toEqual({})
  })

  it('shows errors.rows_missing for a file with no header row', async () => {
    const { dialog, user } = mount()
    const input = within(dialog).getByLabelText<HTMLInputElement>(
      'builder.translations.importCsv',
      {
        selector: 'input',
      },
    )
    await user.upload(input, csvFile('\r\n'))
    expect(await within(dialog).findByText('errors.rows_missing')).toBeInTheDocument()
  })

  it('shows errors.duplicate_key and errors.row_length with their rows', async () => {
    const { dialog, user, store } = mount({})
    const input = within(dialog).getByLabelText<HTMLInputElement>(
      'builder.translations.importCsv',
      {
        selector: 'input',
      },
    )
    await user.upload(input, csvFile('key,en\r\na,A\r\na,B\r\nb,B,extra\r\nc,'))
    const errors = await within(dialog).findAllByText('builder.translations.atRow')
    expect(errors).toHaveLength(2)
    expect(within(dialog).getByText('builder.translations.imported')).toBeInTheDocument()
    expect(store.translations.importReport?.errors).toEqual([
      { key: 'errors.duplicate_key', row: 3 },
      { key: 'errors.row_length', row: 4 },
    ])
    expect(store.editor.site.context.i18n).toEqual({ en: { a: 'A' } })
  })

  it('shows rich text with its marks, falls back to the default language, edits it rich', async () => {
    const { dialog, user, store } = mount({
      en: { intro: '<div class="pm-p">At <em>dawn</em></div>', title: 'Bread' },
      'zh-tw': {},
    })
    const table = within(dialog).getByRole('table')
    expect(table.querySelector('.translations-rich em')).toHaveTextContent('dawn')
    expect(table).not.toHaveTextContent('<div')
    const language = within(dialog).getByRole('combobox', { name: 'builder.translations.language' })
    expect(language).toHaveValue('en')
    await user.selectOptions(language, 'zh-tw')
    expect(within(table).getAllByText('builder.translations.fallback')).toHaveLength(2)
    expect(table.querySelector('.translations-fallback em')).toHaveTextContent('dawn')
    // A rich key gets the marks editor (its default text has markup); a plain one a text area.
    const [editIntro] = within(dialog).getAllByRole('button', {
      name: 'builder.translations.editKey',
    })
    await user.click(editIntro!)
    expect(store.translations.draft?.original).toBe('intro')
    const rich = within(dialog).getByRole('textbox', { name: 'builder.translations.textLabel' })
    expect(rich).toHaveAttribute('contenteditable', 'true')
    expect(
      within(dialog).getByRole('toolbar', { name: 'builder.text.toolbar' }),
    ).toBeInTheDocument()
    expect(await seriousViolations(document.body)).toEqual([])
  })

  it('shows errors.no_translations when Convert finds no text', async () => {
    const { dialog, user } = mount()
    await user.click(within(dialog).getByRole('button', { name: 'builder.translations.convert' }))
    expect(within(dialog).getByText('errors.no_translations')).toBeInTheDocument()
  })

  it('saves a pending edit when closed with Escape', async () => {
    const { dialog, user, store } = mount()
    await user.click(within(dialog).getByRole('button', { name: 'builder.translations.editKey' }))
    const text = within(dialog).getByRole('textbox', { name: 'builder.translations.textLabel' })
    await user.clear(text)
    await user.type(text, 'Howdy')
    // jsdom's <dialog> has no cancel on Escape: fire the event the browser fires.
    act(() => void dialog.dispatchEvent(new Event('cancel', { cancelable: true })))
    expect(store.editor.site.context.i18n['en']!['hello']).toBe('Howdy')
    expect(store.view.menu).toBeUndefined()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('adds one of the offered languages', async () => {
    const { dialog, user, store } = mount()
    const add = within(dialog).getByRole('combobox', {
      name: 'builder.translations.addLanguageLabel',
    })
    expect(within(add).getAllByRole('option')).toHaveLength(15)
    await user.selectOptions(add, 'zh-tw')
    await user.click(
      within(dialog).getByRole('button', { name: 'builder.translations.addLanguage' }),
    )
    expect(Object.keys(store.editor.site.context.i18n).sort()).toEqual(['en', 'fr', 'zh-tw'])
  })

  it('writes no CSV while there is nothing to export, and says what to add', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const { dialog, user } = mount({})
    const exportCsv = within(dialog).getByRole('button', { name: 'builder.translations.exportCsv' })
    await user.click(exportCsv)
    expect(click).not.toHaveBeenCalled()
    const notes = within(dialog).getAllByRole('status')
    expect(
      notes.some((note) => note.textContent === 'builder.translations.exportNoLanguages'),
    ).toBe(true)
    expect(exportCsv).toHaveAccessibleDescription('builder.translations.exportNoLanguages')

    // A language without texts: still nothing; the note says to add a key.
    await user.click(
      within(dialog).getByRole('button', { name: 'builder.translations.addLanguage' }),
    )
    expect(exportCsv).toHaveAccessibleDescription('builder.translations.exportNoTexts')
    await user.click(exportCsv)
    expect(click).not.toHaveBeenCalled()
    click.mockRestore()
  })
})
