import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { contentParts, type ContentPart, type Site } from '../types/site.js'
import { changedParts } from './changed-parts.js'
import { makeSite } from './testing-site.js'
import { siteArbitrary } from './testing-site.js'

/** A change that is sure to make the part differ. */
const mutations: Record<ContentPart, (site: Site) => void> = {
  name: (site) => {
    site.name += 'x'
  },
  version: (site) => {
    site.version += '.1'
  },
  context: (site) => {
    site.context.nextId += 1
  },
  defaults: (site) => {
    site.defaults.head = { ...site.defaults.head, title: `${site.defaults.head.title ?? ''}!` }
  },
  pages: (site) => {
    const route = site.pageOrder[0]!
    site.pages[route]!.root.name += 'x'
  },
  pageOrder: (site) => {
    site.pageOrder.push('/extra')
  },
  editor: (site) => {
    if (site.editor) site.editor.builderWidth += 1
    else site.editor = { builderWidth: 1080, builderScale: 1 }
  },
  history: (site) => {
    site.history.forward.push({ type: 'mS', data: { oldVersion: '1', newVersion: '2' } })
  },
}

describe('changedParts', () => {
  it('is empty for a site and its deep clone', () => {
    fc.assert(
      fc.property(siteArbitrary(), (site) => {
        expect(changedParts(site, structuredClone(site))).toEqual([])
      }),
      { numRuns: 50 },
    )
  })

  it('names exactly the parts that were changed', () => {
    fc.assert(
      fc.property(siteArbitrary(), fc.subarray([...contentParts]), (site, parts) => {
        const after = structuredClone(site)
        for (const part of parts) mutations[part](after)
        expect(changedParts(site, after)).toEqual(contentParts.filter((p) => parts.includes(p)))
      }),
      { numRuns: 50 },
    )
  })

  it('ignores undefined-valued keys and key order', () => {
    const site = makeSite()
    const after = structuredClone(site)
    after.context = { activeI18n: undefined, ...after.context }
    expect(changedParts(site, after)).toEqual([])
  })
})
