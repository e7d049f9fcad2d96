import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { commandHandlers } from '../commands/apply.js'
import { SiteDocument } from '../document/site-document.js'
import { setup } from '../testing/command-harness.js'
import { content } from '../testing/generate-site.js'
import { build, step, type Step } from '../testing/testing-random-commands.js'
import type { Command } from '../types/command.js'

const applied: Record<string, number> = {}
function count(command: Command): void {
  applied[command.type] = (applied[command.type] ?? 0) + 1
  if (command.type === 'g') command.data.commands.forEach(count)
}

function run(steps: Step[]) {
  const { doc, history, site } = setup({ pages: 3, components: 45, breadth: 3 })
  const start = content(site)
  for (const s of steps) {
    let command: ReturnType<typeof build>
    const nextId = site.context.nextId
    try {
      command = build(doc, s)
    } catch {
      // Not possible in this state (e.g. removing a root): the editor would not offer it.
      site.context.nextId = nextId
      continue
    }
    if (command === 'undo') history.undo()
    else if (command === 'redo') history.redo()
    else {
      count(command)
      history.push(command)
    }
  }
  return { doc, history, site, start }
}

describe('history over random command sequences', () => {
  it('undo all returns the start, redo all returns the end, also after saving and reloading the history', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 60 }), (steps) => {
        const { doc, history, site, start } = run(steps)
        // The end is the top of the history: sequences may stop after an undo.
        while (history.canRedo) history.redo()
        const end = content(site)
        site.history = JSON.parse(JSON.stringify(site.history)) as typeof site.history
        while (history.canUndo) history.undo()
        expect(content(site)).toEqual(start)
        while (history.canRedo) history.redo()
        expect(content(site)).toEqual(end)
        // The index the commands maintain matches one built from scratch.
        const fresh = new SiteDocument(structuredClone(site))
        expect(new Set(doc.componentIds())).toEqual(new Set(fresh.componentIds()))
        for (const id of fresh.componentIds()) expect(doc.routeOf(id)).toBe(fresh.routeOf(id))
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 300) },
    )
  })

  it('exercises every command kind', () => {
    // A fixed seed, so the coverage claim does not depend on this run's luck or on the tests
    // before it.
    for (const kind of Object.keys(applied)) delete applied[kind]
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 60 }), (steps) => void run(steps)),
      { numRuns: 500, seed: 20261121 },
    )
    const missing = Object.keys(commandHandlers).filter((kind) => !(kind in applied))
    expect(missing).toEqual([])
  })

  it('jumping to any history entry gives the state that was there', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), fc.nat(), (steps, target) => {
        const { history, site } = run(steps)
        const total = site.history.back.length
        const states: unknown[] = []
        while (history.canUndo) history.undo()
        states.push(content(site))
        while (history.canRedo) {
          history.redo()
          states.push(content(site))
        }
        const entry = target % (total + 1)
        history.jumpTo(entry)
        expect(content(site)).toEqual(states[entry])
        expect(site.history.back.length).toBe(entry)
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 60) },
    )
  })
})
