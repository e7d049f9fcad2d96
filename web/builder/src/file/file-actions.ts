import { action, computed, makeObservable, observable, observableRef } from 'mobx'
import {
  createSite,
  exportFileName,
  exportSiteFile,
  exportTranslationsCsv,
  migrationCommands,
  parseSiteFile,
  replaceSiteContent,
  type Command,
  type Site,
  type Translations,
} from '@tessera/site-format'
import type { EditorStore } from '../store/editor-store'

/** A parsed file waiting for the user's confirmation. */
export interface PendingImport {
  site: Site
  fileName: string
  /** The file has another format version: it imports, but may be broken. */
  versionMismatch: boolean
}

/** What the export modal writes (editor.md section 4: JSON, PDF and CSV). */
export type ExportFormat = 'json' | 'csv' | 'pdf'

/**
 * Which file dialog is open: the export modal (with the time its default names carry), the
 * import confirmation, the import error, the reset confirmation.
 */
export type FileDialog =
  | { kind: 'export'; at: Date }
  | { kind: 'confirmImport'; pending: PendingImport }
  | { kind: 'importError' }
  | { kind: 'confirmReset' }

/** Why a translations CSV would hold no text: no languages, or languages without texts. */
export type CsvEmpty = 'noLanguages' | 'noTexts'

/** What an export did: downloaded, or why not. */
export type ExportResult = 'done' | 'nameMissing' | CsvEmpty

/** `{sitename}-translations.csv`, next to the JSON export's name. */
export function translationsFileName(siteName: string): string {
  return `${siteName || 'site'}-translations.csv`
}

/** The name the export modal starts from (editor.md section 3: it defaults from the site name). */
export function defaultExportName(format: 'json' | 'csv', siteName: string, at: Date): string {
  return format === 'json' ? exportFileName(siteName, at) : translationsFileName(siteName)
}

const EXTENSIONS = { json: '.json', csv: '.csv' } as const

/**
 * The file name a typed name gives: characters no file system takes become '-', and the
 * format's extension is added when missing. Undefined when nothing is left.
 */
export function exportFileNameFrom(typed: string, format: 'json' | 'csv'): string | undefined {
  // eslint-disable-next-line no-control-regex
  const name = typed.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '-').trim()
  if (name === '' || name === EXTENSIONS[format]) return undefined
  return name.toLowerCase().endsWith(EXTENSIONS[format]) ? name : `${name}${EXTENSIONS[format]}`
}

/**
 * The name field after the format changes: an untouched default becomes the new format's
 * default; a typed name keeps its stem and takes the new extension.
 */
export function renameForFormat(
  name: string,
  from: 'json' | 'csv',
  to: 'json' | 'csv',
  siteName: string,
  at: Date,
): string {
  if (from === to) return name
  if (name === defaultExportName(from, siteName, at)) return defaultExportName(to, siteName, at)
  const stem = name.toLowerCase().endsWith(EXTENSIONS[from])
    ? name.slice(0, -EXTENSIONS[from].length)
    : name
  return `${stem}${EXTENSIONS[to]}`
}

/** Undefined when the translations hold some text to export, else why they hold none. */
export function csvEmptyReason(i18n: Translations): CsvEmpty | undefined {
  const languages = Object.values(i18n)
  if (languages.length === 0) return 'noLanguages'
  return languages.some((texts) => Object.keys(texts).length > 0) ? undefined : 'noTexts'
}

/**
 * The File menu's work (editor.md section 2, File; section 4, Import and export): the export
 * modal (JSON or translations CSV under a name that defaults from the site's; PDF is the print
 * view), import a site file after confirmation, and reset. An import and a reset are one
 * undoable step each (`rS`), so nothing of the replaced site is lost.
 */
export class FileActions {
  dialog: FileDialog | undefined = undefined
  /** Bumps when a key asks for the file chooser (the File menu opens it). */
  chooseRequests = 0

  constructor(
    private readonly editor: EditorStore,
    private readonly download: (name: string, text: string, type: string) => void = saveText,
  ) {
    makeObservable(this, {
      dialog: observableRef,
      chooseRequests: observable,
      csvEmpty: computed,
      openExport: action,
      exportAs: action,
      requestChoose: action,
      readFile: action,
      confirmImport: action,
      askReset: action,
      confirmReset: action,
      closeDialog: action,
    })
  }

  /** Why a translations CSV would be empty now; undefined when it has text. */
  get csvEmpty(): CsvEmpty | undefined {
    // Translation commands and whole-site replacements bump `epoch`.
    void this.editor.epoch
    return csvEmptyReason(this.editor.site.context.i18n)
  }

  /** Opens the export modal (File menu Export, key e). */
  openExport(): void {
    this.dialog = { kind: 'export', at: new Date() }
  }

  /** Downloads the site or its translations under `name`, and closes the export modal. */
  exportAs(format: 'json' | 'csv', name: string): ExportResult {
    const fileName = exportFileNameFrom(name, format)
    if (fileName === undefined) return 'nameMissing'
    const result = format === 'json' ? this.writeJson(fileName) : this.writeCsv(fileName)
    if (result === 'done' && this.dialog?.kind === 'export') this.dialog = undefined
    return result
  }

  /** The Translations modal's export: the CSV under its default name, when it has text. */
  exportCsv(): ExportResult {
    return this.writeCsv(translationsFileName(this.editor.site.name))
  }

  private writeJson(fileName: string): ExportResult {
    this.download(fileName, exportSiteFile(this.editor.site), 'application/json')
    return 'done'
  }

  /** A header row alone says nothing: the person is told what to add instead. */
  private writeCsv(fileName: string): ExportResult {
    const empty = this.csvEmpty
    if (empty !== undefined) return empty
    const csv = exportTranslationsCsv(this.editor.site.context.i18n)
    this.download(fileName, csv, 'text/csv;charset=utf-8')
    return 'done'
  }

  requestChoose(): void {
    this.chooseRequests++
  }

  /** Parses a chosen file's text; shows the confirmation, or the import error. */
  readFile(fileName: string, text: string): void {
    try {
      const parsed = parseSiteFile(text, this.editor.site.context.namespace)
      this.dialog = {
        kind: 'confirmImport',
        pending: { site: parsed.site, fileName, versionMismatch: parsed.versionMismatch },
      }
    } catch (error) {
      // The dialog says it in the reader's language; the cause is for the console.
      console.warn('Reading a site file failed', error)
      this.dialog = { kind: 'importError' }
    }
  }

  confirmImport(): boolean {
    const dialog = this.dialog
    if (dialog?.kind !== 'confirmImport') return false
    this.dialog = undefined
    const site = dialog.pending.site
    const replace = replaceSiteContent(this.editor.doc, site)
    const migration = importMigration(site)
    return this.editor.run(
      migration.length === 0 ? replace : { type: 'g', data: { commands: [replace, ...migration] } },
    )
  }

  askReset(): void {
    this.dialog = { kind: 'confirmReset' }
  }

  /** Replaces the site with a new, empty one of the same name and namespace. */
  confirmReset(): boolean {
    if (this.dialog?.kind !== 'confirmReset') return false
    this.dialog = undefined
    const site = this.editor.site
    const blank = createSite(site.name, { namespace: site.context.namespace, pageContent: true })
    return this.editor.run(replaceSiteContent(this.editor.doc, blank))
  }

  closeDialog(): void {
    this.dialog = undefined
  }
}

/**
 * What brings an imported older site (0.1 or 1) to this format: its missing built-in behaviours
 * (editor.md section 4, Site format version and migration). The open site already has the
 * current version, so the version step itself is left out. A version this code does not know
 * imports as it is (the dialog warned that it may be broken).
 */
export function importMigration(site: Site): Command[] {
  let commands: Command[]
  try {
    commands = migrationCommands(site)
  } catch {
    return []
  }
  return commands
    .flatMap((command) => (command.type === 'g' ? command.data.commands : [command]))
    .filter((command) => command.type !== 'mS')
}

function saveText(name: string, text: string, type: string): void {
  // A byte order mark, so spreadsheet programs read a CSV as UTF-8; JSON readers may refuse one.
  const blob = new Blob(type.startsWith('text/csv') ? ['\ufeff', text] : [text], { type })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
