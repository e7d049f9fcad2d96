import { resolveThemeVariables, type Theme } from '@tessera/site-format'

/** At most this many selected theme colours are shown in the colour picker (editor.md section 9). */
export const MAX_SELECTED_COLORS = 16

/** The editor-state key that remembers the colours chosen for the picker. */
export const SELECTED_COLORS_KEY = 'selectedThemeColors'

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const FUNCTION = /^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(\s*[^()]*\)$/i

/** A CSS colour value: hex, a colour function, or (where the browser can tell) a named colour. */
export function isColor(value: string | undefined): boolean {
  const text = value?.trim() ?? ''
  if (text === '') return false
  if (HEX.test(text) || FUNCTION.test(text)) return true
  if (!/^[a-z]+$/i.test(text) || /^(?:inherit|initial|unset|revert|currentcolor)$/i.test(text)) {
    return false
  }
  return typeof CSS !== 'undefined' && typeof CSS.supports === 'function'
    ? CSS.supports('color', text)
    : false
}

/** A six-digit hex colour for the picker (`#abc` becomes `#aabbcc`), or undefined. */
export function hexForPicker(value: string | undefined): string | undefined {
  const text = value?.trim().toLowerCase() ?? ''
  if (/^#[0-9a-f]{6}$/.test(text)) return text
  if (/^#[0-9a-f]{3}$/.test(text)) {
    return `#${[...text.slice(1)].map((digit) => digit + digit).join('')}`
  }
  if (/^#[0-9a-f]{8}$/.test(text)) return text.slice(0, 7)
  return undefined
}

/** One variable as the Variables tab shows it. */
export interface VariableRow {
  key: string
  value: string
  /** The value with every `${name}` replaced; undefined when a reference is unknown. */
  resolved: string | undefined
  isColor: boolean
}

export function variableRows(theme: Theme): VariableRow[] {
  return Object.entries(theme.variables)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => {
      const resolved = resolveThemeVariables(value, theme.variables)
      return { key, value, resolved, isColor: isColor(resolved) }
    })
}

/** Adds a colour variable to the picker's selection; adding one already there is a bug. */
export function selectColor(selected: readonly string[], key: string): string[] {
  if (selected.includes(key)) throw new Error(`Theme colour ${key} is already selected`)
  return [...selected, key]
}

/** Removes a colour variable from the picker's selection; removing one not there is a bug. */
export function unselectColor(selected: readonly string[], key: string): string[] {
  if (!selected.includes(key)) throw new Error(`Theme colour ${key} is not selected`)
  return selected.filter((name) => name !== key)
}

/** The selected colours the picker shows: known colour variables, at most 16. */
export function pickerColors(theme: Theme, selected: readonly string[]): VariableRow[] {
  const rows = variableRows(theme)
  return selected
    .map((key) => rows.find((row) => row.key === key))
    .filter((row): row is VariableRow => row !== undefined && row.isColor)
    .slice(0, MAX_SELECTED_COLORS)
}
