import { applyOperations, SiteDocument, type OperationName, type Site } from '@tessera/site-format'
import { bakery, OPERATION_SAMPLES } from '@tessera/site-format/testing'
import { describe, expect, it } from 'vitest'
import { planRebase } from '../live/rebase'
import { testStore } from './test-store'

/** The site (its history aside) as it is stored: JSON text, keys in the site's own order. */
const stored = (site: Site) => JSON.stringify({ ...site, history: undefined })

describe("an agent's call in the open builder", () => {
  it('is one history entry: undo gives the site back byte for byte, redo the call again', () => {
    for (const name of Object.keys(OPERATION_SAMPLES) as OperationName[]) {
      const sample = bakery()
      const store = testStore(structuredClone(sample.doc.site))
      const editor = store.editor
      const before = stored(editor.site)
      // The call as the MCP service makes it: its operations applied to the stored site.
      const server = new SiteDocument(structuredClone(editor.site))
      const command = applyOperations(server, [
        { op: name, ...OPERATION_SAMPLES[name]({ ...sample, doc: server }) },
      ])
      const after = stored(server.site)
      // As a live save reaches the builder: no unsaved steps of the person's here.
      const plan = planRebase(editor.site, [], [{ do: command, merge: false }])
      expect(plan, name).toBeDefined()
      editor.applyRemote(plan!, { agent: 'Claude', label: name })
      expect(stored(editor.site), name).toBe(after)
      expect(editor.undo(), name).toBe(command)
      expect(stored(editor.site), name).toBe(before)
      editor.redo()
      expect(stored(editor.site), name).toBe(after)
    }
  })
})
