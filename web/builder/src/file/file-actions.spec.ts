import { describe, expect, it } from 'vitest'
import { createSite, exportSiteFile, SITE_FILE_ERROR_MESSAGE } from '@tessera/site-format'
import { generateSite } from '@tessera/site-format/testing'
import { EditorStore } from '../store/editor-store'
import { FileActions, translationsFileName } from './file-actions'

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
    expect(file.dialog).toEqual({ kind: 'importError', message: SITE_FILE_ERROR_MESSAGE })
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
    expect(editor.doc.componentCount).toBe(1)
    expect(editor.site.context.namespace).toBe(createSite('mine').context.namespace)
    editor.undo()
    expect(editor.doc.componentCount).toBeGreaterThan(1)
  })

  it('exports the translations as CSV named after the site', () => {
    const { file, downloads } = setup()
    file.exportCsv()
    expect(downloads[0]!.name).toBe(translationsFileName('mine'))
  })
})
