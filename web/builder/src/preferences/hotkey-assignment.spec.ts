import { describe, expect, it } from 'vitest'
import { actionTable } from '../actions/registry'
import { checkAssignment, readKeyPress, scopesMeet } from './hotkey-assignment'

const press = (
  key: string,
  modifiers: Partial<Record<'ctrl' | 'alt' | 'shift' | 'meta', boolean>> = {},
) =>
  readKeyPress({
    key,
    ctrlKey: modifiers.ctrl ?? false,
    altKey: modifiers.alt ?? false,
    shiftKey: modifiers.shift ?? false,
    metaKey: modifiers.meta ?? false,
  })

describe('reading a key pressed to assign a hotkey', () => {
  it('cancels on Escape or Meta, alone or held', () => {
    expect(press('Escape')).toEqual({ kind: 'cancel' })
    expect(press('Meta', { meta: true })).toEqual({ kind: 'cancel' })
    expect(press('k', { meta: true })).toEqual({ kind: 'cancel' })
  })

  it('keeps waiting on a modifier alone', () => {
    expect(press('Shift', { shift: true })).toEqual({ kind: 'wait' })
    expect(press('Control', { ctrl: true })).toEqual({ kind: 'wait' })
  })

  it('takes letters (lower case), digits, punctuation and a few named keys', () => {
    expect(press('K')).toEqual({ kind: 'key', key: 'k' })
    expect(press('7')).toEqual({ kind: 'key', key: '7' })
    expect(press('`')).toEqual({ kind: 'key', key: '`' })
    expect(press(';')).toEqual({ kind: 'key', key: ';' })
    expect(press('Delete')).toEqual({ kind: 'key', key: 'Delete' })
  })

  it('calls anything else an invalid hotkey', () => {
    for (const key of ['Enter', 'Tab', ' ', 'ArrowUp', 'F5', '+', 'é', 'Dead']) {
      expect(press(key), key).toEqual({ kind: 'invalid' })
    }
    expect(press('k', { ctrl: true })).toEqual({ kind: 'invalid' })
    expect(press('k', { alt: true })).toEqual({ kind: 'invalid' })
    expect(press('K', { shift: true })).toEqual({ kind: 'invalid' })
  })
})

describe('checking a hotkey assignment against the key table', () => {
  const table = actionTable(undefined)

  it('accepts a free key', () => {
    expect(checkAssignment(table, 'menu.history', 'k')).toEqual({ kind: 'ok', key: 'k' })
  })

  it('names the action already using the key in a scope live at the same time', () => {
    const result = checkAssignment(table, 'menu.history', 't')
    expect(result.kind).toBe('used')
    expect(result.kind === 'used' && result.by.id).toBe('menu.theme')
    // The general keys are live in every scope.
    const general = checkAssignment(table, 'pages.new', 'Delete')
    expect(general.kind === 'used' && general.by.id).toBe('delete')
    // Styles mode with no sub-menu open hears the style and the no-panel keys.
    const styles = checkAssignment(table, 'styles.global', 'h')
    expect(styles.kind === 'used' && styles.by.id).toBe('menu.history')
    // Fixed keys count too: 1-9 pick pages in the Pages menu.
    const numbered = checkAssignment(table, 'pages.new', '3')
    expect(numbered.kind === 'used' && numbered.by.id).toBe('pages.3')
  })

  it('lets keys repeat in scopes that are never live together', () => {
    // h opens History with no panel open and adds a horizontal container in the New menu.
    expect(checkAssignment(table, 'new.grid', 'k').kind).toBe('ok')
    expect(checkAssignment(table, 'file.export', 'n').kind).toBe('ok')
    expect(scopesMeet('newBasic', 'noPanel')).toBe(false)
    expect(scopesMeet('pages', 'file')).toBe(false)
    expect(scopesMeet('styles', 'noPanel')).toBe(true)
  })

  it('sees keys as the preferences assigned them', () => {
    const moved = actionTable({ 'menu.theme': 'k' })
    expect(checkAssignment(moved, 'menu.history', 't').kind).toBe('ok')
    const used = checkAssignment(moved, 'menu.history', 'k')
    expect(used.kind === 'used' && used.by.id).toBe('menu.theme')
  })

  it('refuses fixed hotkeys and keys outside the allowed set', () => {
    expect(checkAssignment(table, 'undo', 'u')).toEqual({ kind: 'invalid' })
    expect(checkAssignment(table, 'menu.history', 'Enter')).toEqual({ kind: 'invalid' })
    expect(checkAssignment(table, 'no.such', 'k')).toEqual({ kind: 'invalid' })
  })
})
