import { describe, expect, it } from 'vitest'
import { commandHandlers, undoCommand, applyCommand } from '../commands/apply.js'
import type { SiteDocument } from '../document/site-document.js'
import { bakery, OPERATION_SAMPLES as SAMPLES } from '../testing/operation-samples.js'
import {
  applyOperations,
  COMMAND_OPERATIONS,
  describeOperations,
  OPERATIONS,
  OperationsError,
  type OperationName,
  type OperationRequest,
} from './operations.js'

/** The site (its history aside) as it is stored: JSON text, keys in the site's own order. */
const stored = (doc: SiteDocument) => JSON.stringify({ ...doc.site, history: undefined })

describe('agent operations', () => {
  it('reach every command kind but those excluded with a reason, at least 90% of them', () => {
    const kinds = Object.keys(commandHandlers)
    expect(Object.keys(COMMAND_OPERATIONS).sort()).toEqual([...kinds].sort())
    const reached = Object.values(COMMAND_OPERATIONS).filter((reach) => 'operation' in reach)
    for (const reach of reached) expect(OPERATIONS).toHaveProperty(reach.operation)
    expect(reached.length / kinds.length).toBeGreaterThanOrEqual(0.9)
    // Each operation makes the kind it is listed for.
    const made = new Set<string>()
    for (const name of Object.keys(SAMPLES) as OperationName[]) {
      const s = bakery()
      const group = applyOperations(s.doc, [{ op: name, ...SAMPLES[name](s) }])
      for (const command of group.data.commands) {
        made.add(command.type)
        if (command.type === 'g') for (const inner of command.data.commands) made.add(inner.type)
      }
    }
    for (const [kind, reach] of Object.entries(COMMAND_OPERATIONS))
      if ('operation' in reach) expect(made, kind).toContain(kind)
  })

  it('each change the site, and undo gives it back byte for byte; redo gives the change again', () => {
    for (const name of Object.keys(SAMPLES) as OperationName[]) {
      const s = bakery()
      const before = stored(s.doc)
      const group = applyOperations(s.doc, [{ op: name, ...SAMPLES[name](s) }])
      const after = stored(s.doc)
      expect(after, name).not.toBe(before)
      undoCommand(s.doc, group)
      expect(stored(s.doc), name).toBe(before)
      applyCommand(s.doc, group)
      expect(stored(s.doc), name).toBe(after)
    }
  })

  it('fill in the old values from the stored site: an agent sends only the new ones', () => {
    const s = bakery()
    applyOperations(s.doc, [{ op: 'set_style', id: s.title, property: 'color', value: 'red' }])
    const group = applyOperations(s.doc, [
      { op: 'set_style', id: s.title, property: 'color', value: 'green' },
      { op: 'edit_theme_variable', key: 'color-brand', value: '#000000' },
    ])
    const [style, variable] = group.data.commands
    expect(style).toMatchObject({ type: 'setCCS', data: { old: { value: 'red' } } })
    expect(variable).toMatchObject({
      type: 'editTV',
      data: { old: { key: 'color-brand', value: '#7a3e10' } },
    })
  })

  it('apply all of a call or none: a refused third operation leaves the site as it was', () => {
    const s = bakery()
    const before = stored(s.doc)
    const nextId = s.doc.site.context.nextId
    const call = () =>
      applyOperations(s.doc, [
        { op: 'add_builtin', parentId: s.main, builtin: 'gallery' },
        { op: 'set_style', id: s.title, property: 'color', value: 'red' },
        { op: 'set_style', id: `${s.title}x`, property: 'color', value: 'red' },
      ])
    expect(call).toThrow(OperationsError)
    expect(call).toThrow(/^Operation 2 \(set_style\): Unknown component/)
    expect(stored(s.doc)).toBe(before)
    expect(s.doc.site.context.nextId).toBe(nextId)
  })

  it('refuse unknown operations, ids, names and keys with near misses', () => {
    const s = bakery()
    const refusal = (request: OperationRequest) => {
      try {
        applyOperations(s.doc, [request])
      } catch (error) {
        return (error as Error).message
      }
      throw new Error('not refused')
    }
    expect(refusal({ op: 'set_styles', id: s.title, property: 'color', value: 'red' })).toMatch(
      /Unknown operation set_styles; did you mean set_style/,
    )
    expect(refusal({ op: 'use_style', id: s.title, style: 'Crad' })).toMatch(
      /Unknown reusable style Crad; did you mean Card/,
    )
    // A record's inherited keys are no style's, behaviour's or page's.
    expect(refusal({ op: 'use_style', id: s.title, style: 'constructor' })).toMatch(
      /Unknown reusable style constructor/,
    )
    expect(refusal({ op: 'remove_behavior', behavior: 'toString' })).toMatch(/Unknown behaviour/)
    expect(refusal({ op: 'remove_page', route: '/constructor' })).toMatch(/Unknown page/)
    expect(refusal({ op: 'add_builtin', parentId: s.main, builtin: 'buton' })).toMatch(
      /did you mean button/,
    )
    expect(refusal({ op: 'remove_page', route: '/abuot' })).toMatch(/did you mean \/about/)
    expect(
      refusal({ op: 'set_style', id: s.title, property: 'color', value: 'red', colour: 'x' }),
    ).toMatch(/Unrecognized key.*colour/)
    expect(refusal({ op: 'remove_component', id: s.doc.site.pages['/home']!.root.id })).toMatch(
      /page's root: remove the page instead/,
    )
  })

  it('describe themselves as JSON Schema, all of them in a few kilobytes, or those named', () => {
    const all = describeOperations()
    expect(all.map((d) => d.op)).toEqual(Object.keys(OPERATIONS))
    const setStyle = describeOperations(['set_style'])[0]!
    expect(setStyle.input).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['id', 'property', 'value']),
      additionalProperties: false,
    })
    expect(Buffer.byteLength(JSON.stringify(all))).toBeLessThan(64 * 1024)
    expect(() => describeOperations(['set_styel'])).toThrow(/did you mean set_style/)
  })
})
