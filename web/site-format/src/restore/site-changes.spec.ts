import { describe, expect, it } from 'vitest'
import { createSite } from '../defaults/create-site.js'
import { editComponent, removeComponent } from '../edits/component-edits.js'
import { removePage } from '../edits/page-edits.js'
import { replaceSiteContent } from '../edits/site-edits.js'
import { setComponentStyle } from '../edits/style-edits.js'
import { openSite } from '../session/open-site.js'
import { generateSite } from '../testing/generate-site.js'
import { noChanges, siteChanges } from './site-changes.js'
import { stepsReplaceSite, summarizeSteps } from './step-summary.js'

const content = (site: ReturnType<typeof generateSite>) => structuredClone(site)

describe('siteChanges', () => {
  it('counts nothing between a site and its copy', () => {
    const site = generateSite({ pages: 3, components: 40 })
    expect(noChanges(siteChanges(site, content(site)))).toBe(true)
  })

  it('tells texts, components, styles and pages apart, in both directions', () => {
    const { doc, history } = openSite(generateSite({ pages: 3, components: 40, breadth: 3 }))
    const before = structuredClone(doc.site)
    const page = doc.site.pageOrder[1]!
    const root = doc.site.pages[page]!.root
    const child = root.children![0]!
    const removed = root.children!.at(-1)!
    history.push(editComponent(doc, child.id, { content: 'A new heading' }))
    history.push(
      setComponentStyle(
        doc,
        root.id,
        {
          breakpointId: Object.keys(doc.site.context.breakpoints)[0]!,
          pseudoClass: 'default',
          property: 'color',
        },
        'red',
      ),
    )
    history.push(removeComponent(doc, removed.id))
    history.push(removePage(doc, doc.site.pageOrder[2]!))
    const changes = siteChanges(before, doc.site)
    expect(changes.pages.removed).toBe(1)
    expect(changes.pages.changed).toBe(0)
    expect(changes.components.removed).toBeGreaterThanOrEqual(2)
    expect(changes.components.changed).toBeGreaterThanOrEqual(1)
    expect(changes.texts.changed + changes.texts.added).toBeGreaterThanOrEqual(1)
    const back = siteChanges(doc.site, before)
    expect(back.pages.added).toBe(1)
    expect(back.components.added).toBe(changes.components.removed)
  })
})

describe('summarizeSteps and stepsReplaceSite', () => {
  it('names what each step did and spots a whole-site replacement inside a group', () => {
    const { doc } = openSite(createSite('mine'))
    const root = doc.site.pages[doc.site.pageOrder[0]!]!.root
    const rename = editComponent(doc, root.id, { name: 'Top' })
    const replace = replaceSiteContent(doc, generateSite({ components: 5 }))
    expect(stepsReplaceSite([{ do: rename }])).toBe(false)
    expect(stepsReplaceSite([{ do: { type: 'g', data: { commands: [rename, replace] } } }])).toBe(
      true,
    )
    expect(stepsReplaceSite([{ undo: replace }])).toBe(true)
    expect(
      summarizeSteps([
        { do: rename },
        { undo: { type: 'g', data: { commands: [rename, replace] } } },
        { clearHistory: true },
      ]),
    ).toEqual([
      { step: 'do', type: 'editC' },
      { step: 'undo', type: 'rS' },
      { step: 'clearHistory' },
    ])
  })
})
