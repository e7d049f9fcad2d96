import { describe, expect, it } from 'vitest'
import { createSite } from '../defaults/create-site.js'
import { openSite } from '../session/open-site.js'
import { serializeSite } from '../serialization/stored-site.js'
import { applyEditSteps, parseEditSteps } from '../steps/apply-steps.js'
import { generateSite } from '../testing/generate-site.js'
import { replaceSiteContent } from './site-edits.js'

describe('replaceSiteContent', () => {
  it('puts the other site in place as one undoable step, keeping name and history', () => {
    const { doc, history } = openSite(createSite('mine'))
    const before = serializeSite(doc.site)
    const other = generateSite({ components: 40, pages: 2 })
    history.push(replaceSiteContent(doc, other))

    expect(doc.site.name).toBe('mine')
    expect(doc.site.pageOrder).toEqual(other.pageOrder)
    const someId = other.pages[other.pageOrder[1]!]!.root.children![0]!.id
    expect(doc.findComponent(someId)?.id).toBe(someId)
    expect(doc.routeOf(someId)).toBe(other.pageOrder[1])

    history.undo()
    expect(doc.findComponent(someId)).toBeUndefined()
    expect({ ...serializeSite(doc.site), history: before.history }).toEqual(before)
  })

  it('is a step a save can carry, and the site server refuses malformed content', () => {
    const { doc } = openSite(createSite('mine'))
    const command = replaceSiteContent(doc, generateSite({ components: 20 }))
    const steps = parseEditSteps(JSON.parse(JSON.stringify([{ do: command }])))

    const server = openSite(createSite('mine'))
    applyEditSteps(server.doc, server.history, steps)
    expect(server.doc.site.pages).toEqual(command.data.new.pages)

    const broken = structuredClone(command)
    ;(broken.data.new as { pageOrder: unknown }).pageOrder = 'not a list'
    expect(() => parseEditSteps([{ do: broken }])).toThrow(/steps/)
    const loose = structuredClone(command)
    delete (loose.data.new.context as { styles?: unknown }).styles
    expect(() => parseEditSteps([{ do: loose }])).toThrow(/steps/)
  })
})
