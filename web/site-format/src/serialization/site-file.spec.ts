import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deepEqual } from './deep-equal.js'
import {
  exportFileName,
  exportSiteFile,
  parseSiteFile,
  SITE_FILE_ERROR_MESSAGE,
  SiteFileError,
} from './site-file.js'
import { serializeSite } from './stored-site.js'
import { makeComponent, makeSite, siteArbitrary } from './testing-site.js'

describe('exportSiteFile', () => {
  it('writes the 8 parts as nested JSON with two-space indentation', () => {
    const site = makeSite()
    site.editor = { builderWidth: 1080, builderScale: 1 }
    const text = exportSiteFile(site)
    expect(text.startsWith('{\n  "name": "test",\n  "version": "2",\n  "context": {\n')).toBe(true)
    expect(Object.keys(JSON.parse(text))).toEqual([
      'name',
      'version',
      'context',
      'defaults',
      'pages',
      'pageOrder',
      'editor',
      'history',
    ])
  })

  it('drops undefined values', () => {
    const site = makeSite()
    site.context.activeI18n = undefined
    const parsed = JSON.parse(exportSiteFile(site))
    expect(parsed).not.toHaveProperty('editor')
    expect(parsed.context).not.toHaveProperty('activeI18n')
  })

  it('parses back to the same site', () => {
    fc.assert(
      fc.property(siteArbitrary(), (site) => {
        const { site: parsed } = parseSiteFile(exportSiteFile(site))
        expect(deepEqual(parsed, site)).toBe(true)
      }),
      { numRuns: 100 },
    )
  })
})

describe('exportFileName', () => {
  it('formats the date in UTC', () => {
    expect(exportFileName('mysite', new Date(Date.UTC(2024, 0, 5, 3, 4, 5)))).toBe(
      'pub-mysite20240105-030405.json',
    )
    // 23:59:59 at UTC-5 is the next day in UTC.
    expect(exportFileName('My Site', new Date('2024-12-31T23:59:59-05:00'))).toBe(
      'pub-My Site20250101-045959.json',
    )
  })
})

describe('parseSiteFile', () => {
  const valid = (): Record<string, unknown> => JSON.parse(exportSiteFile(makeSite()))

  const expectFileError = (text: string): void => {
    let error: unknown
    try {
      parseSiteFile(text)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(SiteFileError)
    expect((error as Error).message).toBe('Failed to parse site data from file.')
  }

  it('rejects text that is not a site', () => {
    expect(SITE_FILE_ERROR_MESSAGE).toBe('Failed to parse site data from file.')
    for (const text of ['', '{', 'not json', 'null', '42', '"site"', '[]', '[{"name":"a"}]']) {
      expectFileError(text)
    }
  })

  it('rejects missing required keys', () => {
    for (const key of ['name', 'version', 'context', 'pages']) {
      const file = valid()
      delete file[key]
      expectFileError(JSON.stringify(file))
    }
    const file = valid()
    delete (file['context'] as Record<string, unknown>)['namespace']
    expectFileError(JSON.stringify(file))
  })

  it('rejects mistyped keys', () => {
    const cases: Array<(file: Record<string, unknown>) => void> = [
      (file) => (file['version'] = 2),
      (file) => (file['name'] = null),
      (file) => (file['pages'] = []),
      (file) => (file['pageOrder'] = '/home'),
      (file) => (file['context'] = 'text'),
      (file) => ((file['context'] as Record<string, unknown>)['nextId'] = '3'),
      (file) => ((file['context'] as Record<string, unknown>)['styles'] = []),
      (file) => (file['history'] = { back: {} }),
      (file) => {
        const pages = file['pages'] as Record<string, { root: Record<string, unknown> }>
        pages['/home']!.root['tag'] = 'marquee'
      },
      (file) => {
        const pages = file['pages'] as Record<string, { root: Record<string, unknown> }>
        pages['/home']!.root['children'] = [{ id: 5, tag: 'div' }]
      },
    ]
    for (const change of cases) {
      const file = valid()
      change(file)
      expectFileError(JSON.stringify(file))
    }
  })

  it('flags another format version', () => {
    const old = { ...valid(), version: '0.1' }
    expect(parseSiteFile(JSON.stringify(old)).versionMismatch).toBe(true)
    expect(parseSiteFile(JSON.stringify(valid())).versionMismatch).toBe(false)
  })

  it('accepts the stored form', () => {
    const site = makeSite()
    const { site: parsed } = parseSiteFile(JSON.stringify(serializeSite(site)))
    expect(deepEqual(parsed, site)).toBe(true)
  })

  it('moves the file into the current namespace', () => {
    const root = makeComponent('old-c-0', {
      children: [makeComponent('old-c-1', { style: { custom: {}, mixins: ['global-s-1'] } })],
    })
    const file = exportSiteFile(makeSite({ namespace: 'old', pages: { '/home': root } }))
    const { site } = parseSiteFile(file, 'current')
    expect(site.context.namespace).toBe('current')
    expect(site.pages['/home']?.root.children?.[0]).toMatchObject({
      id: 'current-c-1',
      parentId: 'current-c-0',
      style: { mixins: ['global-s-1'] },
    })
    expect(parseSiteFile(file, 'old').site.pages['/home']?.root.id).toBe('old-c-0')
  })
})
