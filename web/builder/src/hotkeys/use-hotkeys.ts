import { matchKeybindingPress, parseKeybinding, type KeybindingPress } from 'tinykeys'
import { useCallback, useEffect, useRef } from 'react'
import { useBuilder } from '../store-context'
import { activeScopes, keysBlocked, ownsKey } from './hotkey-scope'
import type { BuilderAction } from '../actions/action'
import { actionTable } from '../actions/registry'

type Parsed = BuilderAction & { press: KeybindingPress }

/**
 * The builder's keyboard handler: finds the hotkey for a key press in the scopes that apply now
 * and runs it. Quiet while a dialog is open or a field has focus.
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
      if (event.defaultPrevented || event.isComposing) return
      if (keysBlocked(event.target, document)) return
      if (!fromCanvas && ownsKey(event.target, event.key)) return
      // The first hotkey that acts wins; one that has nothing to act on lets the next try.
      const table = currentTable()
      for (const scope of activeScopes(store.view)) {
        for (const hotkey of table) {
          if (hotkey.scope !== scope || !matchKeybindingPress(event, hotkey.press)) continue
          if (hotkey.run(store)) {
            event.preventDefault()
            return
          }
        }
      }
    },
    [store, currentTable],
  )
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
