import { describe, expect, it } from 'vitest'
import { deserializeSite, serializeSite } from '../serialization/stored-site.js'
import { exportSiteFile, parseSiteFile } from '../serialization/site-file.js'
import {
  HAS_FIXTURES,
  oldBehaviorsFile,
  SEED_FOLDERS,
  storedSeed,
} from '../serialization/testing-fixtures.js'
import { content } from '../testing/generate-site.js'
import { openSite } from './open-site.js'

describe.skipIf(!HAS_FIXTURES)('opening PubStudio sites', () => {
  it('imports the 0.1 export, migrates it to 2 in one undoable step, and downgrades on undo', () => {
    const { site, versionMismatch } = parseSiteFile(oldBehaviorsFile(), 'mysite')
    expect(versionMismatch).toBe(true)
    const before = content(site)
    const { history, migrated, doc } = openSite(site)
    expect(migrated).toBe(true)
    expect(site.version).toBe('2')
    const added = Object.keys(site.context.behaviors).sort()
    expect(added).toEqual([
      'global-b-contactform',
      'global-b-contactformclearerror',
      'global-b-toggleHidden',
    ])
    for (const id of added) expect(site.context.behaviors[id]!.code).toBeTruthy()
    expect(doc.takeChangedParts().sort()).toEqual(['context', 'history', 'version'])
    history.undo()
    expect(content(site)).toEqual(before)
  })

  it.each(SEED_FOLDERS)(
    'opens the %s seed, survives a save round trip, and exports a file that imports again',
    (folder) => {
      const site = deserializeSite(storedSeed(folder))
      const { doc } = openSite(site)
      expect(site.version).toBe('2')
      expect(doc.componentCount).toBeGreaterThan(0)
      expect(content(deserializeSite(serializeSite(site)))).toEqual(content(site))
      expect(content(parseSiteFile(exportSiteFile(site)).site)).toEqual(content(site))
    },
  )
})
