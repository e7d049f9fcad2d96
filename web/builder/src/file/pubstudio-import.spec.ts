import { describe, expect, it } from 'vitest'
import { toHtml } from '@tessera/renderer'
import {
  createSite,
  deserializeSite,
  serializeSite,
  SITE_FORMAT_VERSION,
  type Site,
} from '@tessera/site-format'
import { EditorStore } from '../store/editor-store'
import { HAS_PUBSTUDIO_FIXTURES, pubStudioFiles } from '../../test/pubstudio-files'
import { FileActions } from './file-actions'

const files = pubStudioFiles()

const content = (site: Site) =>
  JSON.stringify([site.context, site.defaults, site.pages, site.pageOrder, site.version])

describe.skipIf(!HAS_PUBSTUDIO_FIXTURES)('importing PubStudio sites through the File menu', () => {
  it('finds all five sites', () => {
    expect(files.map((file) => file.fixture)).toHaveLength(5)
  })

  it.each(files.map((file) => [file.fixture, file] as const))(
    '%s imports, migrates, renders and saves',
    (_fixture, file) => {
      const editor = new EditorStore(createSite('Imported'))
      const before = content(editor.site)
      const actions = new FileActions(editor, () => undefined)
      actions.readFile(file.fileName, file.text)
      expect(actions.dialog?.kind).toBe('confirmImport')
      expect(actions.confirmImport()).toBe(true)
      const site = editor.site
      expect(site.version).toBe(SITE_FORMAT_VERSION)
      expect(site.name).toBe('Imported')
      const namespace = site.context.namespace
      for (const id of editor.doc.componentIds()) expect(id.startsWith(`${namespace}-`)).toBe(true)

      // Every built-in behaviour an event uses has its code in the site (the 0.1 to 2 step).
      for (const page of Object.values(site.pages)) {
        const walk = (component: typeof page.root): void => {
          for (const event of Object.values(component.events ?? {}))
            for (const call of event.behaviors)
              if (call.behaviorId.startsWith('global-b-') && call.behaviorId !== 'global-b-none')
                expect(site.context.behaviors[call.behaviorId]?.code).toBeTruthy()
          component.children?.forEach(walk)
        }
        walk(page.root)
      }

      for (const route of site.pageOrder) {
        const html = toHtml(site, route)
        expect(html).toContain(`id="${site.pages[route]!.root.id}"`)
      }
      // What a save sends reads back as the same site.
      expect(deserializeSite(serializeSite(site))).toEqual(site)

      // One step: undo gives the site back as it was.
      editor.undo()
      expect(content(editor.site)).toBe(before)
    },
  )

  it('adds exactly the three behaviours the old export uses', () => {
    const editor = new EditorStore(createSite('Imported'))
    const actions = new FileActions(editor, () => undefined)
    const file = files.find((f) => f.fixture === 'v0.1-old-behaviors.pub.json')!
    actions.readFile(file.fileName, file.text)
    actions.confirmImport()
    expect(Object.keys(editor.site.context.behaviors).sort()).toEqual([
      'global-b-contactform',
      'global-b-contactformclearerror',
      'global-b-toggleHidden',
    ])
  })
})
