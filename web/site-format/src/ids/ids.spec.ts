import { describe, expect, it } from 'vitest'
import { applyCommand, undoCommand } from '../commands/apply.js'
import { addComponent } from '../edits/component-edits.js'
import { setup } from '../testing/command-harness.js'
import type { SiteDocument } from '../document/site-document.js'
import { makeId, namespaceFromName, nextId, parseId } from './ids.js'

/** Adds an empty div under the page's root, its id taken from the counter. */
function addDiv(doc: SiteDocument) {
  const context = doc.site.context
  const before = context.nextId
  const root = Object.values(doc.site.pages)[0]!.root
  const command = addComponent(
    doc,
    { id: nextId(context, 'c'), tag: 'div', name: 'Div', style: { custom: {}, mixins: [] } },
    root.id,
    before,
  )
  applyCommand(doc, command)
  return command
}

describe('ids', () => {
  it('derives the namespace from the site name', () => {
    expect(namespaceFromName('My Site #1.v2')).toBe('my-site--1-v2')
    expect(namespaceFromName('init')).toBe('init')
  })

  it('parses ids from the right, so namespaces may hold hyphens', () => {
    expect(parseId('my-site-c-12')).toEqual({ namespace: 'my-site', kind: 'c', suffix: '12' })
    expect(parseId('global-s-captionedImage')).toEqual({
      namespace: 'global',
      kind: 's',
      suffix: 'captionedImage',
    })
    expect(parseId('tmp-bp-3')).toEqual({ namespace: 'tmp', kind: 'bp', suffix: '3' })
    expect(parseId('breakpoint-1')).toBeUndefined()
    expect(makeId('a-b', 'c', 4)).toBe('a-b-c-4')
  })

  it('never hands out an id still in use when additions are undone out of order', () => {
    const { doc } = setup()
    const context = doc.site.context
    const start = context.nextId
    const first = addDiv(doc)
    const second = addDiv(doc)
    // The first addition undone while the second stays: its id is taken, the counter stays.
    undoCommand(doc, first)
    expect(context.nextId).toBe(start + 2)
    const taken = [addDiv(doc), addDiv(doc)].map((add) => add.data.component.id)
    expect(taken).not.toContain(second.data.component.id)
  })

  it('gives the counter back exactly when additions are undone in order', () => {
    const { doc } = setup()
    const context = doc.site.context
    const start = context.nextId
    const first = addDiv(doc)
    const second = addDiv(doc)
    undoCommand(doc, second)
    undoCommand(doc, first)
    expect(context.nextId).toBe(start)
    // Made again in order, it takes the same numbers; made again later, it never lowers it.
    applyCommand(doc, first)
    expect(context.nextId).toBe(start + 1)
    context.nextId = start + 5
    applyCommand(doc, second)
    expect(context.nextId).toBe(start + 5)
  })
})
