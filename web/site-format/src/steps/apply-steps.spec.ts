import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyCommand, undoCommand } from '../commands/apply.js'
import { SiteDocument } from '../document/site-document.js'
import { addComponent, editComponent, removeComponent } from '../edits/component-edits.js'
import { setComponentStyle } from '../edits/style-edits.js'
import { History } from '../history/history.js'
import { nextId } from '../ids/ids.js'
import { deserializeSite, serializeSite } from '../serialization/stored-site.js'
import { setup } from '../testing/command-harness.js'
import { content, generateSite } from '../testing/generate-site.js'
import { build, step, type Step } from '../testing/testing-random-commands.js'
import type { Site } from '../types/site.js'
import {
  applyEditSteps,
  InvalidStepsError,
  parseEditSteps,
  StepConflictError,
  stepParts,
  type EditStep,
} from './apply-steps.js'

/** A second copy of a site, as the server reads it from its stored form. */
function stored(site: Site) {
  const copy = deserializeSite(serializeSite(site))
  const doc = new SiteDocument(copy)
  return { site: copy, doc, history: new History(doc) }
}

/** Sends steps the way a save does: through JSON and the parser. */
function send(target: ReturnType<typeof stored>, steps: EditStep[]) {
  return applyEditSteps(
    target.doc,
    target.history,
    parseEditSteps(JSON.parse(JSON.stringify(steps))),
  )
}

/** An editor: random commands pushed through a History, each change recorded as a step. */
function edit(site: Site, moves: Step[]) {
  const doc = new SiteDocument(site)
  const history = new History(doc)
  const steps: EditStep[] = []
  for (const move of moves) {
    const nextId = site.context.nextId
    let command: ReturnType<typeof build>
    try {
      command = build(doc, move)
    } catch {
      site.context.nextId = nextId
      continue
    }
    if (command === 'undo') {
      const undone = history.undo()
      if (undone) steps.push({ undo: undone })
    } else if (command === 'redo') {
      const redone = history.redo()
      if (redone) steps.push({ redo: redone })
    } else {
      const merge = move.c % 3 !== 0
      history.push(command, { merge })
      steps.push(merge ? { do: command } : { do: command, merge: false })
    }
    if (move.op % 97 === 96) {
      history.trim(0.5)
      steps.push({ trimHistory: 0.5 })
    }
  }
  return { doc, history, steps }
}

describe('applyEditSteps', () => {
  it('gives the server the editor’s site and history, however the steps are cut into saves', () => {
    fc.assert(
      fc.property(
        fc.array(step, { minLength: 1, maxLength: 50 }),
        fc.array(fc.nat(), { maxLength: 5 }),
        (moves, cuts) => {
          const base = generateSite({ pages: 3, components: 40, breadth: 3 })
          let server = stored(base)
          const editor = edit(structuredClone(base), moves)
          const points = [...new Set(cuts.map((c) => c % (editor.steps.length + 1)))].sort(
            (a, b) => a - b,
          )
          let from = 0
          for (const to of [...points, editor.steps.length]) {
            const batch = editor.steps.slice(from, to)
            // Each save reads the site from its stored form, as the server does.
            if (batch.length > 0) send(server, batch)
            server = stored(server.site)
            from = to
          }
          expect(content(server.site)).toEqual(
            content(deserializeSite(serializeSite(editor.doc.site))),
          )
          // What is stored reads back as the editor has it, id counter included.
          const { editor: _stored, ...saved } = content(server.site)
          const { editor: _edited, ...edited } = content(editor.doc.site)
          expect(saved).toEqual(edited)
          expect(JSON.parse(JSON.stringify(server.site.history))).toEqual(
            JSON.parse(JSON.stringify(editor.doc.site.history)),
          )
        },
      ),
      { numRuns: Number(process.env.FC_RUNS ?? 120) },
    )
  })

  it('accepts a second editor’s steps only when they revert exactly, else refuses them as a conflict', () => {
    const checked = (site: Site) => {
      const { name, version, context, defaults, pages, pageOrder } = structuredClone(site)
      return { name, version, context, defaults, pages, pageOrder }
    }
    let accepted = 0
    fc.assert(
      fc.property(
        fc.array(step, { minLength: 1, maxLength: 25 }),
        fc.array(step, { minLength: 1, maxLength: 25 }),
        (first, second) => {
          const base = generateSite({ pages: 2, components: 30, breadth: 3 })
          const one = edit(structuredClone(base), first)
          const two = edit(structuredClone(base), second)
          const server = stored(base)
          if (one.steps.length > 0) send(server, one.steps)
          const afterOne = checked(server.site)
          if (two.steps.length === 0) return
          try {
            send(server, two.steps)
          } catch (error) {
            expect(error).toBeInstanceOf(StepConflictError)
            return
          }
          accepted++
          for (let i = two.steps.length - 1; i >= 0; i--) {
            const taken = two.steps[i]!
            if ('do' in taken) undoCommand(server.doc, taken.do)
            else if ('redo' in taken) undoCommand(server.doc, taken.redo)
            else if ('undo' in taken) applyCommand(server.doc, taken.undo)
          }
          expect(checked(server.site)).toEqual(afterOne)
        },
      ),
      { numRuns: Number(process.env.FC_RUNS ?? 150) },
    )
    // Some second editors' edits land on the first's (different things edited).
    expect(accepted).toBeGreaterThan(0)
  })

  it('lands two editors’ edits of different components, one after the other', () => {
    const base = generateSite({ pages: 1, components: 10 })
    const server = stored(base)
    const one = setup(structuredClone(base))
    const two = setup(structuredClone(base))
    const [a, b] = [...one.doc.componentIds()].slice(2, 4) as [string, string]
    const rename = editComponent(one.doc, a, { name: 'By one' })
    one.history.push(rename)
    const style = setComponentStyle(
      two.doc,
      b,
      { breakpointId: 'breakpoint-1', pseudoClass: 'default', property: 'color' },
      'red',
    )
    two.history.push(style)
    send(server, [{ do: rename }])
    send(server, [{ do: style }])
    expect(server.doc.component(a).name).toBe('By one')
    expect(server.doc.component(b).style.custom['breakpoint-1']?.default?.color).toBe('red')
    expect(server.site.history.back).toHaveLength(2)
  })

  it('lands an add after text naming an id past the counter, each save read back from storage', () => {
    const base = generateSite({ pages: 1, components: 10 })
    const editor = setup(structuredClone(base))
    const [text, parent] = [...editor.doc.componentIds()].slice(2, 4) as [string, string]
    const far = `test-c-${base.context.nextId + 500}`
    const typed = editComponent(editor.doc, text, { content: `Ask for ${far} at the desk` })
    editor.history.push(typed)
    let server = stored(base)
    send(server, [{ do: typed }])
    server = stored(server.site)
    expect(server.site.context.nextId).toBe(editor.site.context.nextId)
    const before = editor.site.context.nextId
    const child = { ...editor.doc.component(text), id: nextId(editor.site.context, 'c') }
    const add = addComponent(editor.doc, { ...child, children: [] }, parent, before)
    editor.history.push(add)
    expect(() => send(server, [{ do: add }])).not.toThrow()
    expect(server.site.pages).toEqual(editor.site.pages)
    expect(server.site.context).toEqual(editor.site.context)
  })

  it('refuses an edit of a value another editor changed, and one of a component another removed', () => {
    const base = generateSite({ pages: 1, components: 10 })
    const one = setup(structuredClone(base))
    const two = setup(structuredClone(base))
    const id = [...one.doc.componentIds()][3]!
    const byOne = editComponent(one.doc, id, { name: 'One' })
    const byTwo = editComponent(two.doc, id, { name: 'Two' })

    const server = stored(base)
    send(server, [{ do: byOne }])
    expect(() => send(server, [{ do: byTwo }])).toThrow(StepConflictError)
    expect(() => send(stored(base), [{ do: byTwo }])).not.toThrow()

    const removed = stored(base)
    send(removed, [{ do: removeComponent(one.doc, id) }])
    expect(() => send(removed, [{ do: byTwo }])).toThrow(StepConflictError)
  })

  it('refuses an undo of an edit whose result another editor changed', () => {
    const base = generateSite({ pages: 1, components: 10 })
    const one = setup(structuredClone(base))
    const two = setup(structuredClone(base))
    const id = [...one.doc.componentIds()][3]!
    const rename = editComponent(one.doc, id, { name: 'One' })
    one.history.push(rename)
    const server = stored(base)
    send(server, [{ do: rename }])
    two.history.push(editComponent(two.doc, id, { name: 'One' }))
    const overwrite = editComponent(two.doc, id, { name: 'Two' })
    send(server, [{ do: overwrite, merge: false }])
    expect(() => send(server, [{ undo: rename }])).toThrow(StepConflictError)
  })

  it('moves undone and redone entries between the stacks, clears and trims the history', () => {
    const base = generateSite({ pages: 1, components: 10 })
    const editor = setup(structuredClone(base))
    const server = stored(base)
    const ids = [...editor.doc.componentIds()]
    const first = editComponent(editor.doc, ids[1]!, { name: 'First' })
    const second = editComponent(editor.doc, ids[2]!, { name: 'Second' })
    send(server, [{ do: first }, { do: second }, { undo: second }])
    expect(server.site.history.back).toEqual([first])
    expect(server.site.history.forward).toEqual([second])
    expect(server.doc.component(ids[2]!).name).not.toBe('Second')
    send(server, [{ redo: second }])
    expect(server.site.history.back).toEqual([first, second])
    expect(send(server, [{ trimHistory: 0.5 }])).toEqual(['history'])
    expect(server.site.history.back).toEqual([second])
    send(server, [{ clearHistory: true }])
    expect(server.site.history).toEqual({ back: [], forward: [] })
    expect(server.doc.component(ids[2]!).name).toBe('Second')
  })

  it('names the parts the steps change', () => {
    const base = generateSite({ pages: 1, components: 5 })
    const editor = setup(structuredClone(base))
    const id = [...editor.doc.componentIds()][1]!
    expect(stepParts([{ do: editComponent(editor.doc, id, { name: 'x' }) }]).sort()).toEqual([
      'history',
      'pages',
    ])
  })
})

describe('parseEditSteps', () => {
  const base = generateSite({ pages: 1, components: 5 })
  const editor = setup(structuredClone(base))
  const id = [...editor.doc.componentIds()][1]!
  const good = { do: editComponent(editor.doc, id, { name: 'x' }) }

  it('reads what the editor sends', () => {
    expect(parseEditSteps(JSON.parse(JSON.stringify([good, { undo: good.do }])))).toHaveLength(2)
  })

  it.each([
    ['not a list', { do: good.do }],
    ['no steps', []],
    ['an unknown command', [{ do: { type: 'nope', data: {} } }]],
    ['missing data', [{ do: { type: 'editC' } }]],
    ['a wrong field type', [{ do: { type: 'editC', data: { id: 5, old: {}, new: {} } } }]],
    ['an unknown step', [{ jump: 3 }]],
    ['an extra key', [{ ...good, also: 1 }]],
    ['a trim outside (0, 1]', [{ trimHistory: 2 }]],
    ['a bad index', [{ do: { type: 'mvP', data: { from: -1, to: 0 } } }]],
    [
      'a prototype key',
      JSON.parse(
        '[{"do":{"type":"sCS","data":{"id":"a","key":"x","new":{"__proto__":{"polluted":1}}}}}]',
      ),
    ],
    ['a reserved key name', [{ do: { type: 'uUi', data: { key: 'constructor', new: 1 } } }]],
  ])('refuses %s', (_name, steps) => {
    expect(() => parseEditSteps(steps)).toThrow(InvalidStepsError)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('reads every command the editor can make', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (moves) => {
        const { steps } = edit(generateSite({ pages: 2, components: 20 }), moves)
        if (steps.length > 0)
          expect(() => parseEditSteps(JSON.parse(JSON.stringify(steps)))).not.toThrow()
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 150) },
    )
  })
})
