import { action, computed, makeObservable, observable, observableRef, reaction } from 'mobx'
import {
  addMissingLanguageSwitcher,
  convertTranslations,
  defaultLanguage,
  editComponent,
  importTranslationsCsv,
  languageNames,
  orderedLanguages,
  replaceTranslations,
  resolveActiveLanguage,
  setTranslation,
  translatedText,
  type Command,
  type ConvertCounts,
  type Translations,
  type TranslationsImportError,
} from '@tessera/site-format'
import type { EditorStore } from '../store/editor-store'
import type { ViewState } from '../store/view-state'

/** The languages the editor offers (editor.md section 9), in the spec's order. */
export const OFFERED_LANGUAGES: readonly string[] = Object.keys(languageNames)

/** A key being written: a new one (`original` undefined) or an existing one, maybe renamed. */
export interface TranslationDraft {
  original: string | undefined
  key: string
  text: string
}

/** What the last CSV import did. */
export interface ImportReport {
  added: number
  duplicates: number
  skippedEmpty: number
  errors: TranslationsImportError[]
}

/** What the last Convert did (and into which language), or why it did nothing. */
export type ConvertReport =
  | { counts: ConvertCounts; language: string; switcherAdded: boolean }
  | { error: 'errors.no_translations' }

/** Where the browser says which languages its user prefers (tests give their own). */
export type BrowserLanguages = () => readonly string[]

const browserLanguages: BrowserLanguages = () =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])

/**
 * The Translations modal's work (editor.md sections 4 and 5, Translations): languages, keys and
 * texts per language, CSV import, Convert, and the active language. Each change is one
 * site-format command (`setT` or `rT`, Convert a group with the content edits), so it is undoable.
 */
export class TranslationsActions {
  /** The language whose texts the modal shows. */
  language: string | undefined = undefined
  draft: TranslationDraft | undefined = undefined
  /** The draft's key is taken by another entry: saving it replaces that entry, once confirmed. */
  collision: string | undefined = undefined
  /** The draft's rule error (`errors.i18n_key`). */
  error: string | undefined = undefined
  importReport: ImportReport | undefined = undefined
  convertReport: ConvertReport | undefined = undefined

  constructor(
    private readonly editor: EditorStore,
    private readonly view: ViewState,
    private readonly browser: BrowserLanguages = browserLanguages,
  ) {
    makeObservable(this, {
      language: observable,
      draft: observableRef,
      collision: observable,
      error: observable,
      importReport: observableRef,
      convertReport: observableRef,
      isOpen: computed,
      languages: computed,
      shownLanguage: computed,
      defaultLanguage: computed,
      activeLanguage: computed,
      keys: computed,
      draftIsRich: computed,
      open: action,
      close: action,
      selectLanguage: action,
      addLanguage: action,
      removeLanguage: action,
      startNew: action,
      startEdit: action,
      updateDraft: action,
      cancelDraft: action,
      saveDraft: action,
      confirmCollision: action,
      cancelCollision: action,
      removeKey: action,
      importCsv: action,
      convert: action,
      dismissReports: action,
    })
    // However it opens (build menu, hotkey, export dialog), the modal starts on the default
    // language, where the site's own text is.
    reaction(
      () => this.isOpen,
      (open) => {
        if (open) this.language = undefined
      },
    )
  }

  get isOpen(): boolean {
    return this.view.menu === 'translations'
  }

  /** Translation commands bump `epoch` (everything renders again); other edits leave it. */
  private get i18n(): Translations {
    void this.editor.epoch
    return this.editor.site.context.i18n
  }

  /** The site's languages, the default one first and the rest alphabetical. */
  get languages(): string[] {
    return orderedLanguages(this.i18n)
  }

  /**
   * The site's default language (its first): the one its text is written in, which Convert
   * fills and every other language falls back to.
   */
  get defaultLanguage(): string {
    return defaultLanguage(this.i18n)
  }

  /** The language the modal shows: the chosen one while the site has it, else the default. */
  get shownLanguage(): string {
    const languages = this.languages
    if (this.language !== undefined && languages.includes(this.language)) return this.language
    return this.defaultLanguage
  }

  /**
   * The language the canvas shows (editor.md section 4): the one kept in the editor state, else
   * the browser's first language; a code the site lacks tries its part before a hyphen, then en.
   */
  get activeLanguage(): string {
    const stored = this.view.language
    return resolveActiveLanguage({
      ...(stored === undefined ? {} : { stored }),
      browserLanguages: this.browser(),
      available: Object.keys(this.i18n),
    })
  }

  /** Every key of any language, sorted, so a key missing in the shown language can be filled. */
  get keys(): string[] {
    const keys = new Set<string>()
    for (const texts of Object.values(this.i18n))
      for (const key of Object.keys(texts)) keys.add(key)
    return [...keys].sort((a, b) => a.localeCompare(b))
  }

  text(key: string): string | undefined {
    const texts = this.i18n[this.shownLanguage]
    return texts && Object.hasOwn(texts, key) ? texts[key] : undefined
  }

  /**
   * Whether the draft is rich text (its text, or the default language's text of its key, has
   * markup): then it is edited with its marks; plain text (a heading, a button) stays plain.
   */
  get draftIsRich(): boolean {
    const draft = this.draft
    if (!draft) return false
    const base =
      draft.original === undefined
        ? undefined
        : translatedText(this.i18n, draft.original, this.defaultLanguage)
    return [draft.text, base ?? ''].some((text) => /<[a-z]/i.test(text))
  }

  /** What a key the shown language lacks renders as: its text in the default language. */
  fallbackText(key: string): string | undefined {
    if (this.shownLanguage === this.defaultLanguage) return undefined
    return translatedText(this.i18n, key, this.defaultLanguage)
  }

  open(): void {
    if (!this.isOpen) this.view.toggleMenu('translations')
  }

  /**
   * Closing saves a pending edit (editor.md section 4). Returns false and stays open when the
   * edit cannot be saved as it is: an empty key, or a key another entry has (to confirm).
   */
  close(): boolean {
    if (this.draft && !this.saveDraft()) return false
    this.collision = undefined
    this.error = undefined
    this.importReport = undefined
    this.convertReport = undefined
    if (this.isOpen) this.view.closeMenu()
    return true
  }

  selectLanguage(language: string): void {
    if (this.draft && !this.saveDraft()) return
    this.language = language
  }

  /** Adds one of the offered languages with no texts yet, and shows it. */
  addLanguage(language: string): boolean {
    if (!OFFERED_LANGUAGES.includes(language)) return false
    if (Object.hasOwn(this.i18n, language)) {
      this.language = language
      return true
    }
    const next = structuredClone(this.i18n)
    next[language] = {}
    if (!this.run(replaceTranslations(this.editor.doc, next, this.editor.site.context.activeI18n)))
      return false
    this.language = language
    return true
  }

  /** Removes a language and its texts (undoable). */
  removeLanguage(language: string): boolean {
    if (!Object.hasOwn(this.i18n, language)) return false
    const next = structuredClone(this.i18n)
    delete next[language]
    const active = this.editor.site.context.activeI18n
    return this.run(
      replaceTranslations(this.editor.doc, next, active === language ? undefined : active),
    )
  }

  startNew(): void {
    if (this.draft && !this.saveDraft()) return
    this.draft = { original: undefined, key: '', text: '' }
    this.error = undefined
    this.collision = undefined
  }

  startEdit(key: string): void {
    if (this.draft?.original === key) return
    if (this.draft && !this.saveDraft()) return
    this.draft = { original: key, key, text: this.text(key) ?? '' }
    this.error = undefined
    this.collision = undefined
  }

  updateDraft(fields: Partial<Pick<TranslationDraft, 'key' | 'text'>>): void {
    if (!this.draft) return
    this.draft = { ...this.draft, ...fields }
    if (fields.key !== undefined) {
      this.error = undefined
      this.collision = undefined
    }
  }

  cancelDraft(): void {
    this.draft = undefined
    this.error = undefined
    this.collision = undefined
  }

  /**
   * Saves the draft: an empty key is refused (`errors.i18n_key`); a new or renamed key that
   * another entry has asks for confirmation first (`collision`). True when saved.
   */
  saveDraft(options: { replace?: boolean } = {}): boolean {
    const draft = this.draft
    if (!draft) return true
    const key = draft.key.trim()
    if (key === '') {
      this.error = 'errors.i18n_key'
      return false
    }
    const renamed = draft.original !== key
    if (renamed && this.keys.includes(key) && !options.replace) {
      this.collision = key
      return false
    }
    const language = this.shownLanguage
    let saved: boolean
    if (!renamed) {
      saved =
        this.text(key) === draft.text
          ? true
          : this.run(setTranslation(this.editor.doc, language, key, draft.text))
    } else {
      // A rename moves the key in every language; the entry it replaces is gone everywhere.
      const next = structuredClone(this.i18n)
      next[language] ??= {}
      for (const texts of Object.values(next)) {
        if (draft.original !== undefined && Object.hasOwn(texts, draft.original)) {
          texts[key] = texts[draft.original]!
          delete texts[draft.original]
        } else {
          delete texts[key]
        }
      }
      next[language]![key] = draft.text
      saved = this.run(
        replaceTranslations(this.editor.doc, next, this.editor.site.context.activeI18n),
      )
    }
    if (saved) {
      this.draft = undefined
      this.error = undefined
      this.collision = undefined
    }
    return saved
  }

  confirmCollision(): boolean {
    if (this.collision === undefined) return false
    return this.saveDraft({ replace: true })
  }

  cancelCollision(): void {
    this.collision = undefined
  }

  /** Removes a key from every language. */
  removeKey(key: string): boolean {
    const next = structuredClone(this.i18n)
    let found = false
    for (const texts of Object.values(next)) {
      if (Object.hasOwn(texts, key)) {
        delete texts[key]
        found = true
      }
    }
    if (!found) return false
    if (this.draft?.original === key) this.cancelDraft()
    return this.run(replaceTranslations(this.editor.doc, next, this.editor.site.context.activeI18n))
  }

  /**
   * Reads a translations CSV (editor.md sections 4 and 5): the rows that pass the rules are
   * written as one step, and the report lists what was skipped and each rule's error.
   */
  importCsv(text: string, options: { skipEmpty?: boolean } = {}): ImportReport {
    const result = importTranslationsCsv(text, this.i18n, options)
    const report: ImportReport = {
      added: result.added,
      duplicates: result.duplicates,
      skippedEmpty: result.skippedEmpty,
      errors: result.errors,
    }
    const missing = result.errors.some((error) => error.key === 'errors.rows_missing')
    if (!missing && JSON.stringify(result.translations) !== JSON.stringify(this.i18n)) {
      this.run(
        replaceTranslations(
          this.editor.doc,
          result.translations,
          this.editor.site.context.activeI18n,
        ),
      )
    }
    this.importReport = report
    this.convertReport = undefined
    return report
  }

  /**
   * Moves component text into translations of the default language (editor.md section 4), the
   * language it is written in, whichever language the modal shows; the others fall back to it
   * until filled. One step holding the new entries, every content change and, for a site with
   * several languages and no language switcher, a switcher on the home page; the modal then
   * shows the filled language. `errors.no_translations` when there is nothing to convert.
   */
  convert(): ConvertReport {
    const result = convertTranslations(this.editor.site)
    let report: ConvertReport
    if (result.error) {
      report = { error: result.error }
    } else {
      const switcher = addMissingLanguageSwitcher(this.editor.doc)
      const commands: Command[] = [
        replaceTranslations(this.editor.doc, result.i18n, this.editor.site.context.activeI18n),
        ...result.contentChanges.map((change) =>
          editComponent(this.editor.doc, change.id, { content: change.new }),
        ),
        ...(switcher ? [switcher] : []),
      ]
      this.run({ type: 'g', data: { commands } })
      this.language = result.language
      report = {
        counts: result.counts,
        language: result.language,
        switcherAdded: switcher !== undefined,
      }
    }
    this.convertReport = report
    this.importReport = undefined
    return report
  }

  dismissReports(): void {
    this.importReport = undefined
    this.convertReport = undefined
  }

  private run(command: Command): boolean {
    return this.editor.run(command, { merge: false })
  }
}
