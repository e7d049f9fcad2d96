import { boxSides, type RawStyle } from '@tessera/site-format'

const SIDES = ['top', 'right', 'bottom', 'left'] as const
const CORNERS = ['top-left', 'top-right', 'bottom-right', 'bottom-left'] as const

/** Four-part shorthands the panel edits side by side, and the longhands of their parts. */
export const BOX_SHORTHANDS: Readonly<Record<string, readonly string[]>> = {
  margin: SIDES.map((side) => `margin-${side}`),
  padding: SIDES.map((side) => `padding-${side}`),
  'border-width': SIDES.map((side) => `border-${side}-width`),
  'border-style': SIDES.map((side) => `border-${side}-style`),
  'border-color': SIDES.map((side) => `border-${side}-color`),
  'border-radius': CORNERS.map((corner) => `border-${corner}-radius`),
}

const LONGHANDS = new Map<string, { shorthand: string; index: number }>(
  Object.entries(BOX_SHORTHANDS).flatMap(([shorthand, longhands]) =>
    longhands.map((longhand, index) => [longhand, { shorthand, index }] as const),
  ),
)

/**
 * One property's value in a rule: its own declaration, else its part of a four-part shorthand
 * in the same rule (`margin: 8px 16px` gives margin-left 16px).
 */
export function valueIn(rule: RawStyle | undefined, property: string): string | undefined {
  if (!rule) return undefined
  const own = rule[property]
  if (own !== undefined) return own
  const part = LONGHANDS.get(property)
  const shorthand = part && rule[part.shorthand]
  if (!part || shorthand === undefined) return undefined
  // border-radius may hold a second radius after a slash; the panel shows the first.
  return boxSides(shorthand.split('/')[0]!.trim())[part.index]
}

/**
 * The values to write when some longhands change in a rule that holds their shorthand: the
 * shorthand is replaced by its four parts, so the parts not edited keep their values.
 */
export function splitShorthands(
  rule: RawStyle | undefined,
  values: Record<string, string | undefined>,
): Record<string, string | undefined> {
  if (!rule) return values
  const out: Record<string, string | undefined> = {}
  for (const property of Object.keys(values)) {
    const part = LONGHANDS.get(property)
    if (!part || rule[part.shorthand] === undefined || part.shorthand in out) continue
    out[part.shorthand] = undefined
    BOX_SHORTHANDS[part.shorthand]!.forEach((longhand) => {
      if (rule[longhand] === undefined) out[longhand] = valueIn(rule, longhand)
    })
  }
  return { ...out, ...values }
}
