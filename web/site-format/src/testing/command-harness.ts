import { expect } from 'vitest'
import { SiteDocument } from '../document/site-document.js'
import { History } from '../history/history.js'
import type { Command } from '../types/command.js'
import type { Site } from '../types/site.js'
import { content, generateSite, type GenerateOptions } from './generate-site.js'

export function setup(options?: GenerateOptions | Site) {
  const site = options && 'context' in options ? options : generateSite(options)
  const doc = new SiteDocument(site)
  return { doc, history: new History(doc), site }
}

/**
 * Builds and pushes a command, checks its effect, undoes it (the site is as before), redoes it (the
 * effect is back) — the contract every command keeps.
 */
export function expectRoundTrip(
  doc: SiteDocument,
  history: History,
  command: Command | (() => Command),
  check: () => void,
): void {
  // Commands that allocate ids do so while being built: the state before is the state before that.
  const before = content(doc.site)
  expect(history.push(typeof command === 'function' ? command() : command, { merge: false })).toBe(
    true,
  )
  check()
  const after = content(doc.site)
  history.undo()
  expect(content(doc.site)).toEqual(before)
  history.redo()
  expect(content(doc.site)).toEqual(after)
  check()
}
