import { matchKeybindingPress, parseKeybinding, type KeybindingPress } from 'tinykeys'
import { useCallback, useEffect, useRef } from 'react'
import { useBuilder } from '../store-context'
import { activeScopes, dialogOpen, ownsKey, typingIn } from './hotkey-scope'
import { keyCap, type BuilderAction } from '../actions/action'
import type { BuilderStore } from '../store/builder-store'
import { actionTable } from '../actions/registry'

type Parsed = BuilderAction & { press: KeybindingPress }

/**
 * The builder's keyboard handler: finds the hotkey for a key press in the scopes that apply now
 * and runs it. Quiet while a dialog is open; while a field has focus, only the keys made to act
 * there (F6) do.
 */
export function useHotkeyHandler(): (event: KeyboardEvent, fromCanvas?: boolean) => void {
  const store = useBuilder()
  // The key table with the keys reassigned in preferences, parsed again only when they change
  // (read at each press, so a change applies at once wherever the handler lives).
  const parsed = useRef<{ overrides: object; table: Parsed[] }>(undefined)
  const currentTable = useCallback((): Parsed[] => {
    const overrides = store.preferences.hotkeys
    if (parsed.current?.overrides !== overrides) {
      const table = actionTable(overrides).map((action) => ({
        ...action,
        press: parseKeybinding(action.key)[0]!,
      }))
      parsed.current = { overrides, table }
    }
    return parsed.current.table
  }, [store])
  return useCallback(
    (event: KeyboardEvent, fromCanvas = false) => {
      if (event.defaultPrevented || event.isComposing || dialogOpen(document)) return
      const typing = typingIn(event.target)
      if (!fromCanvas && ownsKey(event.target, event.key)) return
      // The first hotkey that acts wins; one that has nothing to act on lets the next try.
      const table = currentTable()
      for (const scope of activeScopes(store.view, event.target)) {
        for (const hotkey of table) {
          if (hotkey.scope !== scope || (typing && !hotkey.inFields)) continue
          if (!matchKeybindingPress(event, hotkey.press)) continue
          if (hotkey.run(store)) {
            event.preventDefault()
            return
          }
        }
      }
      if (!typing) hintUnusedKey(store, event)
    },
    [store, currentTable],
  )
}

/**
 * A letter, digit or sign pressed in an open sub-menu that answers to no key there: a short
 * hint says so (and that Escape closes the menu), instead of nothing happening.
 */
function hintUnusedKey(store: BuilderStore, event: KeyboardEvent): void {
  const { menu } = store.view
  if (menu === undefined || event.key.length !== 1 || event.key === ' ') return
  if (event.ctrlKey || event.metaKey || event.altKey) return
  store.clipboard.showHud('builder.actions.unusedKey', undefined, {
    key: keyCap(event.key),
    panel: { key: `builder.menu.${menu}` },
  })
}

/** Listens on the builder's own document. */
export function useHotkeys(): void {
  const handler = useHotkeyHandler()
  useEffect(() => {
    const listener = (event: KeyboardEvent) => handler(event)
    window.addEventListener('keydown', listener)
    return () => window.removeEventListener('keydown', listener)
  }, [handler])
}
