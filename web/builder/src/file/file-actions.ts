import { action, makeObservable, observable, observableRef } from 'mobx'
import {
  createSite,
  exportTranslationsCsv,
  migrationCommands,
  parseSiteFile,
  replaceSiteContent,
  SiteFileError,
  type Command,
  type Site,
} from '@tessera/site-format'
import type { EditorStore } from '../store/editor-store'
import { downloadSite } from '../site/export-site'

/** A parsed file waiting for the user's confirmation. */
export interface PendingImport {
  site: Site
  fileName: string
  /** The file has another format version: it imports, but may be broken. */
  versionMismatch: boolean
}

/** Which file dialog is open: the import confirmation, the import error, the reset confirmation. */
export type FileDialog =
  | { kind: 'confirmImport'; pending: PendingImport }
  | { kind: 'importError'; message: string }
  | { kind: 'confirmReset' }

/** `{sitename}-translations.csv`, next to the JSON export's name. */
export function translationsFileName(siteName: string): string {
  return `${siteName || 'site'}-translations.csv`
}

/**
 * The File menu's work (editor.md section 2, File; section 4, Import and export): export as
 * JSON or translations CSV, import a site file after confirmation, and reset. An import and a
 * reset are one undoable step each (`rS`), so nothing of the replaced site is lost.
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
      requestChoose: action,
      readFile: action,
      confirmImport: action,
      askReset: action,
      confirmReset: action,
      closeDialog: action,
    })
  }

  exportJson(): void {
    downloadSite(this.editor.site)
  }

  exportCsv(): void {
    const site = this.editor.site
    this.download(
      translationsFileName(site.name),
      exportTranslationsCsv(site.context.i18n),
      'text/csv;charset=utf-8',
    )
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
      this.dialog = {
        kind: 'importError',
        message: error instanceof SiteFileError ? error.message : String(error),
      }
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
    const blank = createSite(site.name, { namespace: site.context.namespace })
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
  // A byte order mark, so spreadsheet programs read the CSV as UTF-8.
  const blob = new Blob(['\ufeff', text], { type })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
