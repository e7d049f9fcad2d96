/** One box shadow, as the list editor shows it. */
export interface Shadow {
  inset: boolean
  x: string
  y: string
  blur: string
  spread: string
  color: string
}

/** Splits a list at its top-level commas (not those inside rgb() or gradients). */
export function topLevelSplit(text: string, separator = ','): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (c === '(') depth++
    else if (c === ')') depth = Math.max(0, depth - 1)
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i).trim())
      start = i + 1
    }
  }
  parts.push(text.slice(start).trim())
  return parts.filter((part) => part !== '')
}

const LENGTH = /^-?(?:\d+\.?\d*|\.\d+)(?:px|em|rem|%|vw|vh)?$/

/** The shadows of a box-shadow value; undefined when it is none, or not one the editor reads. */
export function parseShadows(value: string | undefined): Shadow[] | undefined {
  if (value === undefined || value.trim() === '' || value.trim() === 'none') return []
  const shadows: Shadow[] = []
  for (const part of topLevelSplit(value)) {
    const tokens = topLevelSplit(part, ' ')
    const inset = tokens.includes('inset')
    const lengths = tokens.filter((token) => LENGTH.test(token))
    const colors = tokens.filter((token) => token !== 'inset' && !LENGTH.test(token))
    if (lengths.length < 2 || lengths.length > 4 || colors.length > 1) return undefined
    shadows.push({
      inset,
      x: lengths[0]!,
      y: lengths[1]!,
      blur: lengths[2] ?? '0px',
      spread: lengths[3] ?? '0px',
      color: colors[0] ?? 'rgba(0, 0, 0, 0.25)',
    })
  }
  return shadows
}

/** A box-shadow value from the editor's shadows; undefined (no shadow) for an empty list. */
export function formatShadows(shadows: readonly Shadow[]): string | undefined {
  if (shadows.length === 0) return undefined
  return shadows
    .map((s) =>
      [s.inset ? 'inset' : '', s.x, s.y, s.blur, s.spread, s.color].filter(Boolean).join(' '),
    )
    .join(', ')
}

export const NEW_SHADOW: Shadow = {
  inset: false,
  x: '0px',
  y: '4px',
  blur: '12px',
  spread: '0px',
  color: 'rgba(0, 0, 0, 0.15)',
}
