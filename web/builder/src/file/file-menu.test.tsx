import '@testing-library/jest-dom/vitest'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { IntlProvider } from 'react-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSite, parseSiteFile, type Translations } from '@tessera/site-format'
import { BuilderStore } from '../store/builder-store'
import { testHost } from '../store/test-store'
import { BuilderContext } from '../store-context'
import { FileMenu } from '../menus/file-menu'
import { runAction } from '../actions/registry'
import en from '../i18n/messages/en.json'
import zh from '../i18n/messages/zh-tw.json'
import { FileDialogs } from './file-dialogs'

vi.setConfig({ testTimeout: 30_000 })

/** What the browser was asked to download: the file's name and its blob. */
let downloads: Array<{ name: string; blob: Blob }>

beforeEach(() => {
  downloads = []
  const blobs: Blob[] = []
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob)
    return `blob:test/${blobs.length}`
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ name: this.download, blob: blobs[Number(this.href.split('/').pop()) - 1]! })
  })
})

afterEach(() => {
  vi.restoreAllMocks()
})

async function seriousViolations(element: Element): Promise<string[]> {
  const result = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/**
 * The File menu and its dialogs on a site named Test Site; message ids are the text, unless a
 * locale's catalogue is given.
 */
function mount(options: { i18n?: Translations; loggedIn?: boolean; locale?: 'en' | 'zh-tw' } = {}) {
  const site = createSite('Test Site')
  site.context.i18n = structuredClone(options.i18n ?? {})
  const host = testHost(
    options.loggedIn ? { user: () => ({ id: 'u1', email: 'a@example.test', isAdmin: false }) } : {},
  )
  const store = new BuilderStore(host, 'scratch', { site, editingEnabled: true })
  const messages = options.locale === 'zh-tw' ? { ...en, ...zh } : options.locale ? en : {}
  render(
    <IntlProvider locale={options.locale ?? 'en'} messages={messages} onError={() => undefined}>
      <BuilderContext.Provider value={store}>
        <FileMenu />
        <FileDialogs />
      </BuilderContext.Provider>
    </IntlProvider>,
  )
  return { store, user: userEvent.setup() }
}

const exportDialog = () => screen.getByRole('dialog', { name: 'builder.file.exportTitle' })
const nameField = () =>
  within(exportDialog()).getByRole('textbox', { name: 'builder.file.fileName' })
const format = (name: string) => within(exportDialog()).getByRole('radio', { name })
const exportButton = () =>
  within(exportDialog()).getByRole('button', { name: 'builder.file.exportConfirm' })

describe('the File menu export', () => {
  it('opens the export modal, from the menu and from key e, without downloading', async () => {
    const { store, user } = mount()
    await user.click(screen.getByRole('button', { name: /builder\.file\.exportSite/ }))
    expect((nameField() as HTMLInputElement).value).toMatch(/^pub-Test Site\d{8}-\d{6}\.json$/)
    expect(format('builder.file.format.json')).toBeChecked()
    expect(format('builder.file.format.json')).toHaveFocus()
    // PDF is the print view of a site the server holds: not for a scratch site.
    expect(within(exportDialog()).queryByRole('radio', { name: 'builder.file.format.pdf' })).toBe(
      null,
    )
    expect(await seriousViolations(document.body)).toEqual([])
    await user.click(within(exportDialog()).getByRole('button', { name: 'builder.common.cancel' }))
    expect(screen.queryByRole('dialog')).toBe(null)

    act(() => void runAction(store, 'file.export'))
    expect(exportDialog()).toBeInTheDocument()
    expect(downloads).toEqual([])
  })

  it('downloads the site under the name given, by keyboard, and it reads back', async () => {
    const { store, user } = mount()
    act(() => store.file.openExport())
    await user.tab()
    expect(nameField()).toHaveFocus()
    await user.clear(nameField())
    await user.keyboard('Backup: March{Enter}')
    expect(downloads.map((d) => d.name)).toEqual(['Backup- March.json'])
    const text = await downloads[0]!.blob.text()
    expect(text.startsWith('{')).toBe(true)
    expect(parseSiteFile(text).site.name).toBe('Test Site')
    expect(screen.queryByRole('dialog')).toBe(null)
  })

  it('gives each format its own default name, and keeps a typed name when switching', async () => {
    const { store, user } = mount({ i18n: { en: { hi: 'Hello' }, 'zh-tw': { hi: '你好' } } })
    act(() => store.file.openExport())
    const jsonName = (nameField() as HTMLInputElement).value
    await user.keyboard('{ArrowDown}')
    expect(format('builder.file.format.csv')).toBeChecked()
    expect(nameField()).toHaveValue('Test Site-translations.csv')
    await user.keyboard('{ArrowUp}')
    expect(nameField()).toHaveValue(jsonName)

    await user.clear(nameField())
    await user.type(nameField(), 'texts.json')
    await user.click(format('builder.file.format.csv'))
    expect(nameField()).toHaveValue('texts.csv')
    await user.click(exportButton())
    expect(downloads.map((d) => d.name)).toEqual(['texts.csv'])
    expect(await downloads[0]!.blob.text()).toBe('\ufeffkey,en,zh-tw\r\nhi,Hello,你好')
  })

  it('refuses an empty name and says so at the field', async () => {
    const { store, user } = mount()
    act(() => store.file.openExport())
    await user.clear(nameField())
    await user.type(nameField(), '   {Enter}')
    expect(within(exportDialog()).getByRole('alert')).toHaveTextContent(
      'builder.file.fileNameMissing',
    )
    expect(nameField()).toHaveAttribute('aria-invalid', 'true')
    expect(nameField()).toHaveFocus()
    expect(downloads).toEqual([])
  })

  it('says why a CSV of a site without languages is not written, and where to add one', async () => {
    const { store, user } = mount({ loggedIn: true })
    act(() => store.file.openExport())
    await user.click(format('builder.file.format.csv'))
    const status = within(exportDialog()).getByRole('status')
    expect(status).toHaveTextContent('builder.file.csvNoLanguages')
    expect(exportButton()).toBeDisabled()
    expect(exportButton()).toHaveAccessibleDescription('builder.file.csvNoLanguages')
    expect(within(exportDialog()).queryByRole('textbox')).toBe(null)
    expect(await seriousViolations(document.body)).toEqual([])

    await user.click(
      within(exportDialog()).getByRole('button', { name: 'builder.file.openTranslations' }),
    )
    expect(screen.queryByRole('dialog')).toBe(null)
    expect(store.translations.isOpen).toBe(true)
    expect(downloads).toEqual([])
    // The Translations modal's Export writes nothing either.
    expect(store.file.exportCsv()).toBe('noLanguages')
    expect(downloads).toEqual([])
  })

  it('says a site whose languages have no texts has nothing to export; signed out, to sign in', async () => {
    const { store, user } = mount({ i18n: { en: {} } })
    act(() => store.file.openExport())
    await user.click(format('builder.file.format.csv'))
    const status = within(exportDialog()).getByRole('status')
    expect(status).toHaveTextContent('builder.file.csvNoTexts builder.file.csvSignIn')
    expect(
      within(exportDialog()).queryByRole('button', { name: 'builder.file.openTranslations' }),
    ).toBe(null)
    await user.click(format('builder.file.format.json'))
    expect(status).toHaveTextContent('')
    expect(exportButton()).toBeEnabled()
  })

  it('shows the export modal in Traditional Chinese', async () => {
    const { user } = mount({ locale: 'zh-tw' })
    await user.click(screen.getByRole('button', { name: /匯出網站…/ }))
    const dialog = screen.getByRole('dialog', { name: '匯出網站' })
    expect(within(dialog).getByRole('textbox', { name: '檔案名稱' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('radio', { name: '翻譯（CSV）' }))
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      '這個網站還沒有任何語言，因此沒有可匯出的翻譯。',
    )
  })

  it('shows the import error in Traditional Chinese', () => {
    const { store } = mount({ locale: 'zh-tw' })
    act(() => store.file.readFile('notes.json', '{not a site'))
    const error = screen.getByRole('dialog', { name: '匯入錯誤' })
    expect(within(error).getByRole('alert')).toHaveTextContent('無法從檔案讀取網站資料。')
  })
})
