import type { ActionScope, BuilderAction } from '../actions/action'

/**
 * The keys a hotkey may be given: a letter, a digit, a punctuation key, or one of a few named
 * keys, without modifiers (the builder's own keys are single presses; Ctrl and Cmd combinations
 * stay the browser's and the editing keys').
 */
const SINGLE = /^[a-z0-9`\-=[\];',./\\]$/
const NAMED = new Set(['Delete', 'Backspace', 'Insert', 'Home', 'End', 'PageUp', 'PageDown'])
/** Keys that only modify another: pressing one alone keeps waiting. */
const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'CapsLock', 'Fn'])

export type KeyPress =
  /** Escape or Meta: the assignment is abandoned. */
  | { kind: 'cancel' }
  /** A modifier alone: keep listening. */
  | { kind: 'wait' }
  | { kind: 'invalid' }
  | { kind: 'key'; key: string }

export function isAllowedKey(key: string): boolean {
  return SINGLE.test(key) || NAMED.has(key)
}

/** What a key pressed while assigning a hotkey means (editor.md section 2). */
export function readKeyPress(event: {
  key: string
  ctrlKey: boolean
  altKey: boolean
  shiftKey: boolean
  metaKey: boolean
}): KeyPress {
  if (event.key === 'Escape' || event.key === 'Meta' || event.metaKey) return { kind: 'cancel' }
  if (MODIFIERS.has(event.key)) return { kind: 'wait' }
  if (event.ctrlKey || event.altKey || event.shiftKey) return { kind: 'invalid' }
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key
  return isAllowedKey(key) ? { kind: 'key', key } : { kind: 'invalid' }
}

/**
 * Whether keys of two scopes can both be live: the same scope, anything with the general keys
 * or the tree's (a tree row has the focus whatever menu is open), and the style keys with the
 * no-panel keys (Styles mode with no sub-menu open).
 */
export function scopesMeet(a: ActionScope, b: ActionScope): boolean {
  if (a === b || a === 'general' || b === 'general' || a === 'tree' || b === 'tree') return true
  const pair = new Set([a, b])
  return pair.has('styles') && pair.has('noPanel')
}

/** Two bindings name the same press (`Delete` and `delete`, `A` and `a`). */
function sameKey(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}

export type Assignment =
  { kind: 'ok'; key: string } | { kind: 'invalid' } | { kind: 'used'; by: BuilderAction }

/** Checks giving `key` to the hotkey `id` against the table as it is now (with its overrides). */
export function checkAssignment(
  table: readonly BuilderAction[],
  id: string,
  key: string,
): Assignment {
  const target = table.find((hotkey) => hotkey.id === id)
  if (!target || !target.editable || !isAllowedKey(key)) return { kind: 'invalid' }
  const by = table.find(
    (hotkey) =>
      hotkey.id !== id && sameKey(hotkey.key, key) && scopesMeet(hotkey.scope, target.scope),
  )
  return by ? { kind: 'used', by } : { kind: 'ok', key }
}
