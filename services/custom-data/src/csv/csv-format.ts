/** Rows a table export reaches: 1 to 100,000 (editor.md section 4). */
export const EXPORT_MAX_ROWS = 100_000

export const UTF8_BOM = '\uFEFF'

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a
 * leading apostrophe, so opening an export never runs a visitor's text.
 */
export function neutralise(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell
}

/** One CSV field: quoted when it holds a comma, a quote or a line break. */
export function csvField(cell: string): string {
  const safe = neutralise(cell)
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function csvLine(cells: readonly string[]): string {
  return cells.map(csvField).join(',') + '\r\n'
}
