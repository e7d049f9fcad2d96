import type { BreakpointStyles, StyleEntry, StyleSlot } from '@tessera/site-format'

/** Sets one property in a draft style (the mixin editor's rows before OK). */
export function setStyleEntryIn(styles: BreakpointStyles, entry: StyleEntry): void {
  const pseudo = (styles[entry.breakpointId] ??= {})
  const raw = (pseudo[entry.pseudoClass] ??= {})
  raw[entry.property] = entry.value
}

/** Removes one property from a draft style, dropping what it leaves empty. */
export function removeStyleEntryFrom(styles: BreakpointStyles, slot: StyleSlot): void {
  const pseudo = styles[slot.breakpointId]
  const raw = pseudo?.[slot.pseudoClass]
  if (!pseudo || !raw) return
  delete raw[slot.property]
  if (Object.keys(raw).length === 0) delete pseudo[slot.pseudoClass]
  if (Object.keys(pseudo).length === 0) delete styles[slot.breakpointId]
}
