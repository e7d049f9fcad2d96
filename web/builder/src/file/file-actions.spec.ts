import { describe, expect, it } from 'vitest'
import { createSite, exportSiteFile, isEmptyPage } from '@tessera/site-format'
import { generateSite } from '@tessera/site-format/testing'
import { EditorStore } from '../store/editor-store'
import {
  csvEmptyReason,
  defaultExportName,
  exportFileNameFrom,
  FileActions,
  renameForFormat,
  translationsFileName,
} from './file-actions'

function setup() {
  const editor = new EditorStore(createSite('mine'))
  const downloads: Array<{ name: string; text: string }> = []
  const file = new FileActions(editor, (name, text) => downloads.push({ name, text }))
  return { editor, file, downloads }
}

describe('FileActions', () => {
  it('shows the import error for a file that is not a site, and changes nothing', () => {
    const { editor, file } = setup()
    const before = exportSiteFile(editor.site)
    file.readFile('notes.json', '{"hello": "world"}')
    expect(file.dialog).toEqual({ kind: 'importError' })
    file.readFile('broken.json', '{not json')
    expect(file.dialog?.kind).toBe('importError')
    expect(file.confirmImport()).toBe(false)
    expect(exportSiteFile(editor.site)).toBe(before)
  })

  it('imports a site file after confirmation as one undoable step, in this site namespace', () => {
    const { editor, file } = setup()
    const other = generateSite({ components: 30, pages: 2, namespace: 'other' })
    file.readFile('other.json', exportSiteFile(other))
    expect(file.dialog).toMatchObject({
      kind: 'confirmImport',
      pending: { versionMismatch: false },
    })
    expect(file.confirmImport()).toBe(true)

    expect(editor.site.name).toBe('mine')
    expect(editor.site.pageOrder).toEqual(other.pageOrder)
    const ids = [...editor.doc.componentIds()]
    expect(ids.length).toBe(30 * 1)
    expect(ids.every((id) => id.startsWith(`${editor.site.context.namespace}-`))).toBe(true)

    editor.undo()
    expect(editor.site.pageOrder).toEqual(['/home'])
  })

  it('warns about another format version and resets to an empty site', () => {
    const { editor, file } = setup()
    const old = JSON.parse(exportSiteFile(generateSite({ components: 5 })))
    file.readFile('old.json', JSON.stringify({ ...old, version: '1' }))
    expect(file.dialog).toMatchObject({ kind: 'confirmImport', pending: { versionMismatch: true } })
    file.confirmImport()

    file.askReset()
    expect(file.confirmReset()).toBe(true)
    // The page root and its empty content container.
    expect(editor.doc.componentCount).toBe(2)
    expect(isEmptyPage(editor.site.pages['/home']!.root)).toBe(true)
    expect(editor.site.context.namespace).toBe(createSite('mine').context.namespace)
    editor.undo()
    expect(editor.doc.componentCount).toBeGreaterThan(1)
  })

  it('exports the translations as CSV named after the site', () => {
    const { file, downloads, editor } = setup()
    editor.site.context.i18n = { en: { hi: 'Hello' } }
    expect(file.exportCsv()).toBe('done')
    expect(downloads[0]!.name).toBe(translationsFileName('mine'))
  })

  it('writes no CSV when there is no text, and says why', () => {
    expect(csvEmptyReason({})).toBe('noLanguages')
    expect(csvEmptyReason({ en: {}, fr: {} })).toBe('noTexts')
    expect(csvEmptyReason({ en: {}, fr: { hi: 'Salut' } })).toBeUndefined()
    const { file, downloads } = setup()
    file.openExport()
    expect(file.exportAs('csv', 'texts.csv')).toBe('noLanguages')
    expect(file.exportCsv()).toBe('noLanguages')
    expect(downloads).toEqual([])
    expect(file.dialog?.kind).toBe('export')
  })

  it('exports under a name defaulting from the site name, and closes the modal', () => {
    const at = new Date(Date.UTC(2026, 2, 4, 5, 6, 7))
    expect(defaultExportName('json', 'mine', at)).toBe('pub-mine20260304-050607.json')
    expect(defaultExportName('csv', 'mine', at)).toBe('mine-translations.csv')
    const { file, downloads, editor } = setup()
    file.openExport()
    expect(file.exportAs('json', '  ')).toBe('nameMissing')
    expect(file.exportAs('json', '.json')).toBe('nameMissing')
    expect(downloads).toEqual([])
    expect(file.exportAs('json', 'copy')).toBe('done')
    expect(downloads[0]).toEqual({ name: 'copy.json', text: exportSiteFile(editor.site) })
    expect(file.dialog).toBeUndefined()
  })

  it('makes a typed name a file name, and moves it between formats', () => {
    expect(exportFileNameFrom('a/b\\c:d*e?f"g<h>i|j', 'json')).toBe('a-b-c-d-e-f-g-h-i-j.json')
    expect(exportFileNameFrom(' Site.JSON ', 'json')).toBe('Site.JSON')
    expect(exportFileNameFrom('Site.json', 'csv')).toBe('Site.json.csv')
    const at = new Date(Date.UTC(2026, 0, 1))
    const json = defaultExportName('json', 'mine', at)
    expect(renameForFormat(json, 'json', 'csv', 'mine', at)).toBe('mine-translations.csv')
    expect(renameForFormat('mine-translations.csv', 'csv', 'json', 'mine', at)).toBe(json)
    expect(renameForFormat('texts.json', 'json', 'csv', 'mine', at)).toBe('texts.csv')
    expect(renameForFormat('texts', 'json', 'csv', 'mine', at)).toBe('texts.csv')
  })
})
