import type { BreakpointStyles, StyleEntry } from '../types/style.js'

/** Removes one entry, dropping containers it leaves empty (the canonical form). */
export function removeStyleEntry(
  styles: BreakpointStyles,
  entry: Pick<StyleEntry, 'breakpointId' | 'pseudoClass' | 'property'>,
): void {
  const pseudo = styles[entry.breakpointId]
  const raw = pseudo?.[entry.pseudoClass]
  if (!pseudo || !raw) return
  delete raw[entry.property]
  if (Object.keys(raw).length === 0) delete pseudo[entry.pseudoClass]
  if (Object.keys(pseudo).length === 0) delete styles[entry.breakpointId]
}

export function setStyleEntry(styles: BreakpointStyles, entry: StyleEntry): void {
  const pseudo = (styles[entry.breakpointId] ??= {})
  const raw = (pseudo[entry.pseudoClass] ??= {})
  raw[entry.property] = entry.value
}

export function getStyleValue(
  styles: BreakpointStyles,
  entry: Pick<StyleEntry, 'breakpointId' | 'pseudoClass' | 'property'>,
): string | undefined {
  return styles[entry.breakpointId]?.[entry.pseudoClass]?.[entry.property]
}

/** Replaces `old` by `next`: either may be missing (add, remove) and the property may change. */
export function replaceStyleEntry(
  styles: BreakpointStyles,
  old: StyleEntry | undefined,
  next: StyleEntry | undefined,
): void {
  if (old) removeStyleEntry(styles, old)
  if (next) setStyleEntry(styles, next)
}
