import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  BuiltinBehaviorId,
  createSite,
  exportTranslationsCsv,
  type Component,
  type Site,
  type Translations,
} from '@tessera/site-format'
import { EditorStore } from '../store/editor-store'
import { ViewState } from '../store/view-state'
import { csvEmptyReason, FileActions } from '../file/file-actions'
import { OFFERED_LANGUAGES, TranslationsActions } from './translations-actions'

function setup(site: Site = createSite('mine'), browser: readonly string[] = ['en-US']) {
  const editor = new EditorStore(site)
  const view = new ViewState(site.editor, '/home')
  const translations = new TranslationsActions(editor, view, () => browser)
  const downloads: Array<{ name: string; text: string }> = []
  const file = new FileActions(editor, (name, text) => downloads.push({ name, text }))
  return { editor, view, translations, file, downloads }
}

function siteWith(i18n: Translations): Site {
  const site = createSite('mine')
  site.context.i18n = structuredClone(i18n)
  return site
}

/** A page like a template's: headings and text, a duplicate line, an svg and a templated text. */
function templateLikeSite(): Site {
  const site = createSite('shop')
  const root = site.pages['/home']!.root
  const ns = site.context.namespace
  const child = (n: number, fields: Partial<Component>): Component => ({
    id: `${ns}-c-${n}`,
    name: `Child ${n}`,
    tag: 'p',
    parentId: root.id,
    style: { custom: {} },
    ...fields,
  })
  root.children = [
    child(101, { tag: 'h1', content: 'Welcome' }),
    child(102, { content: '<div class="pm-p">We make things.</div>' }),
    child(103, { content: 'Welcome' }),
    child(104, { tag: 'svg', content: '<svg viewBox="0 0 1 1"></svg>' }),
    child(105, { content: '${hello}' }),
    child(106, { tag: 'div' }),
    child(107, {
      tag: 'span',
      content: '0',
      events: {
        appear: { name: 'appear', behaviors: [{ behaviorId: BuiltinBehaviorId.viewCounter }] },
      },
    }),
  ]
  site.context.nextId = 108
  return site
}

describe('TranslationsActions', () => {
  it('offers the 17 languages of the spec, en first', () => {
    expect(OFFERED_LANGUAGES).toHaveLength(17)
    expect(OFFERED_LANGUAGES[0]).toBe('en')
    expect(OFFERED_LANGUAGES).toContain('zh-tw')
    const { translations } = setup()
    expect(translations.addLanguage('xx')).toBe(false)
  })

  it('adds languages and keys as undoable steps', () => {
    const { editor, translations } = setup()
    expect(translations.addLanguage('en')).toBe(true)
    expect(translations.addLanguage('zh-tw')).toBe(true)
    expect(translations.languages).toEqual(['en', 'zh-tw'])
    expect(translations.shownLanguage).toBe('zh-tw')
    translations.startNew()
    translations.updateDraft({ key: 'hello', text: '你好' })
    expect(translations.saveDraft()).toBe(true)
    expect(editor.site.context.i18n).toEqual({ en: {}, 'zh-tw': { hello: '你好' } })
    editor.undo()
    expect(editor.site.context.i18n).toEqual({ en: {}, 'zh-tw': {} })
    editor.redo()
    expect(translations.text('hello')).toBe('你好')
  })

  it('refuses an empty key with errors.i18n_key', () => {
    const { editor, translations } = setup(siteWith({ en: {} }))
    translations.startNew()
    translations.updateDraft({ key: '   ', text: 'Hi' })
    const steps = editor.site.history.back.length
    expect(translations.saveDraft()).toBe(false)
    expect(translations.error).toBe('errors.i18n_key')
    expect(editor.site.history.back.length).toBe(steps)
  })

  it('asks before a new or renamed key replaces an existing one', () => {
    const { editor, translations } = setup(
      siteWith({ en: { a: 'A', b: 'B' }, fr: { a: 'A fr', b: 'B fr' } }),
    )
    translations.selectLanguage('en')
    translations.startNew()
    translations.updateDraft({ key: 'a', text: 'new A' })
    expect(translations.saveDraft()).toBe(false)
    expect(translations.collision).toBe('a')
    expect(editor.site.context.i18n['en']!['a']).toBe('A')
    expect(translations.confirmCollision()).toBe(true)
    expect(editor.site.context.i18n).toEqual({ en: { a: 'new A', b: 'B' }, fr: { b: 'B fr' } })

    // Renaming b to a: asked again; the rename moves b in every language.
    translations.startEdit('b')
    translations.updateDraft({ key: 'a' })
    expect(translations.saveDraft()).toBe(false)
    expect(translations.collision).toBe('a')
    translations.cancelCollision()
    translations.updateDraft({ key: 'c' })
    expect(translations.saveDraft()).toBe(true)
    expect(editor.site.context.i18n).toEqual({ en: { a: 'new A', c: 'B' }, fr: { c: 'B fr' } })
  })

  it('saves a pending edit when closed, and stays open when the edit cannot be saved', () => {
    const { editor, view, translations } = setup(siteWith({ en: { a: 'A' } }))
    translations.open()
    expect(view.menu).toBe('translations')
    translations.startEdit('a')
    translations.updateDraft({ text: 'Changed' })
    expect(translations.close()).toBe(true)
    expect(view.menu).toBeUndefined()
    expect(editor.site.context.i18n['en']!['a']).toBe('Changed')

    translations.open()
    translations.startNew()
    expect(translations.close()).toBe(false)
    expect(translations.error).toBe('errors.i18n_key')
    expect(view.menu).toBe('translations')
  })

  it('exports then imports the CSV as the identity', () => {
    const lang = fc.constantFrom(...OFFERED_LANGUAGES)
    const key = fc.string({ minLength: 1, maxLength: 12 }).filter((k) => k.trim() === k && k !== '')
    const text = fc.string({ maxLength: 20 }).filter((t) => t !== '')
    const i18n = fc.dictionary(lang, fc.dictionary(key, text, { maxKeys: 6 }), { maxKeys: 4 })
    fc.assert(
      fc.property(i18n, (original) => {
        const { translations, file, downloads, editor } = setup(siteWith(original))
        const nothing = csvEmptyReason(original)
        expect(file.exportCsv()).toBe(nothing ?? 'done')
        // Nothing to export: no file, and the person is told why.
        if (nothing !== undefined) {
          expect(downloads).toEqual([])
          return
        }
        const exported = downloads[0]!.text
        expect(exported).toBe(exportTranslationsCsv(original))
        // Into a site with no translations, the file brings back every text.
        const empty = setup(siteWith({}))
        const report = empty.translations.importCsv(exported)
        expect(report.errors).toEqual([])
        expect(empty.editor.site.context.i18n).toEqual(original)
        // Over the same site, nothing changes and nothing is recorded.
        const steps = editor.site.history.back.length
        translations.importCsv(exported)
        expect(editor.site.context.i18n).toEqual(original)
        expect(editor.site.history.back.length).toBe(steps)
      }),
      { numRuns: 60 },
    )
  })

  it('reports each CSV rule by its error key and row, keeping the first of duplicate keys', () => {
    const { editor, translations } = setup(siteWith({}))
    expect(translations.importCsv('').errors).toEqual([{ key: 'errors.rows_missing' }])
    expect(editor.site.context.i18n).toEqual({})
    const report = translations.importCsv(
      'key,en,fr\r\nhi,Hi,Salut\r\nhi,Hello,Bonjour\r\nbye,Bye,\r\nlong,a,b,c',
    )
    expect(report.duplicates).toBe(1)
    expect(report.skippedEmpty).toBe(1)
    expect(report.errors).toEqual([
      { key: 'errors.duplicate_key', row: 3 },
      { key: 'errors.row_length', row: 5 },
    ])
    expect(editor.site.context.i18n).toEqual({ en: { hi: 'Hi', bye: 'Bye' }, fr: { hi: 'Salut' } })
    const withEmpty = setup(siteWith({}))
    withEmpty.translations.importCsv('key,en,fr\r\nbye,Bye,', { skipEmpty: false })
    expect(withEmpty.editor.site.context.i18n['fr']).toEqual({ bye: '' })
  })

  it('converts a template-like page in one undoable step and reports its counts', () => {
    const site = templateLikeSite()
    const { editor, translations } = setup(site)
    const before = structuredClone(editor.site.pages)
    const report = translations.convert()
    expect(report).toEqual({
      counts: { new: 2, duplicate: 1, skipped: 3 },
      language: 'en',
      switcherAdded: false,
    })
    const texts = editor.site.context.i18n['en']!
    expect(Object.values(texts).sort()).toEqual([
      '<div class="pm-p">We make things.</div>',
      'Welcome',
    ])
    const contents = editor.site.pages['/home']!.root.children!.map((c) => c.content)
    const welcomeKey = Object.keys(texts).find((k) => texts[k] === 'Welcome')!
    expect(contents[0]).toBe(`\${${welcomeKey}}`)
    expect(contents[2]).toBe(`\${${welcomeKey}}`)
    expect(contents[3]).toBe('<svg viewBox="0 0 1 1"></svg>')
    expect(contents[4]).toBe('${hello}')
    // Converting again finds nothing.
    expect(translations.convert()).toEqual({ error: 'errors.no_translations' })
    editor.undo()
    expect(editor.site.pages).toEqual(before)
    expect(editor.site.context.i18n).toEqual({})
  })

  it('converts into the default language when the modal shows another one', () => {
    const site = templateLikeSite()
    const { editor, view, translations } = setup(site)
    view.toggleMenu('translations')
    translations.addLanguage('en')
    translations.addLanguage('zh-tw')
    expect(translations.shownLanguage).toBe('zh-tw')
    const pagesBefore = structuredClone(editor.site.pages)
    const i18nBefore = structuredClone(editor.site.context.i18n)
    expect(translations.convert()).toMatchObject({ language: 'en', switcherAdded: true })
    // The modal shows where the texts went; zh-tw is left to fill.
    expect(translations.shownLanguage).toBe('en')
    expect(editor.site.context.i18n['zh-tw']).toEqual({})
    expect(Object.keys(editor.site.context.i18n['en']!)).toEqual(['child-101', 'child-102'])
    const root = editor.site.pages['/home']!.root
    expect(root.children![0]!.name).toBe('LanguageSelect')
    // One undo takes back the texts, the placeholders and the switcher.
    editor.undo()
    expect(editor.site.pages).toEqual(pagesBefore)
    expect(editor.site.context.i18n).toEqual(i18nBefore)
    editor.redo()
    expect(root.children![0]!.name).toBe('LanguageSelect')
    // Reopened, the modal starts on the default language again.
    translations.selectLanguage('zh-tw')
    translations.close()
    view.toggleMenu('translations')
    expect(translations.shownLanguage).toBe('en')
  })

  it('says errors.no_translations when there is no text', () => {
    const { translations } = setup()
    expect(translations.convert()).toEqual({ error: 'errors.no_translations' })
    expect(translations.convertReport).toEqual({ error: 'errors.no_translations' })
  })

  it('takes the active language from the editor state, else the browser, else en', () => {
    const site = siteWith({ en: {}, fr: {}, 'zh-tw': {} })
    expect(setup(site, ['fr-CA', 'en']).translations.activeLanguage).toBe('fr')
    expect(setup(site, ['zh-TW']).translations.activeLanguage).toBe('zh-tw')
    expect(setup(site, ['de-DE']).translations.activeLanguage).toBe('en')
    const stored = setup(site, ['fr'])
    stored.view.setLanguage('zh-tw')
    expect(stored.translations.activeLanguage).toBe('zh-tw')
  })

  it('removes a key from every language, and a language, undoably', () => {
    const { editor, translations } = setup(siteWith({ en: { a: 'A' }, fr: { a: 'Afr' } }))
    expect(translations.removeKey('a')).toBe(true)
    expect(editor.site.context.i18n).toEqual({ en: {}, fr: {} })
    expect(translations.removeLanguage('fr')).toBe(true)
    expect(translations.languages).toEqual(['en'])
    editor.undo()
    editor.undo()
    expect(editor.site.context.i18n).toEqual({ en: { a: 'A' }, fr: { a: 'Afr' } })
  })
})
