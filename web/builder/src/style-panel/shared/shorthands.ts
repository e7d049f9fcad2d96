import type { RawStyle } from '@tessera/site-format'

const SIDES = ['top', 'right', 'bottom', 'left'] as const
const CORNERS = ['top-left', 'top-right', 'bottom-right', 'bottom-left'] as const
const BORDER_PARTS = ['width', 'style', 'color'] as const
type BorderPart = (typeof BORDER_PARTS)[number]

/** Four-part shorthands the panel edits side by side, and the longhands of their parts. */
export const BOX_SHORTHANDS: Readonly<Record<string, readonly string[]>> = {
  margin: SIDES.map((side) => `margin-${side}`),
  padding: SIDES.map((side) => `padding-${side}`),
  'border-radius': CORNERS.map((corner) => `border-${corner}-radius`),
}

/**
 * Splits a value on spaces outside brackets and theme variables, so `rgb(0 0 0)`,
 * `calc(1px + 2px)` and `${brand colour}` stay one part.
 */
export function valueParts(value: string): string[] {
  const parts: string[] = []
  let depth = 0
  let current = ''
  for (const char of value.trim()) {
    if (char === '(' || char === '{') depth += 1
    if (char === ')' || char === '}') depth = Math.max(0, depth - 1)
    if (/\s/.test(char) && depth === 0) {
      if (current) parts.push(current)
      current = ''
    } else {
      current += char
    }
  }
  if (current) parts.push(current)
  return parts
}

/** One to four parts as top, right, bottom, left; undefined for any other count. */
function fourSides(value: string): string[] | undefined {
  const parts = valueParts(value)
  if (parts.length < 1 || parts.length > 4) return undefined
  const [top, right = top, bottom = top, left = right] = parts
  return [top!, right!, bottom!, left!]
}

const GLOBAL_KEYWORDS = new Set(['inherit', 'initial', 'unset', 'revert', 'revert-layer'])
const BORDER_STYLES = new Set([
  'none',
  'hidden',
  'dotted',
  'dashed',
  'solid',
  'double',
  'groove',
  'ridge',
  'inset',
  'outset',
])
const WIDTH_KEYWORDS = new Set(['thin', 'medium', 'thick'])
const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([a-z]+|%)?$/i
const MATH = /^(calc|min|max|clamp)\(/i
/** What a `border` shorthand sets for a part it leaves out (CSS's initial values). */
export const BORDER_INITIAL: Readonly<Record<BorderPart, string>> = {
  width: 'medium',
  style: 'none',
  color: 'currentcolor',
}

/**
 * A `border` or `border-top` value as its width, style and colour, each part it leaves out at
 * its initial value (as the browser reads it); undefined when it is not one.
 */
export function borderParts(value: string): Record<BorderPart, string> | undefined {
  const parts = valueParts(value)
  if (parts.length === 1 && GLOBAL_KEYWORDS.has(parts[0]!.toLowerCase())) {
    return { width: parts[0]!, style: parts[0]!, color: parts[0]! }
  }
  if (parts.length < 1 || parts.length > 3) return undefined
  const found: Partial<Record<BorderPart, string>> = {}
  for (const part of parts) {
    const lower = part.toLowerCase()
    const kind: BorderPart = BORDER_STYLES.has(lower)
      ? 'style'
      : WIDTH_KEYWORDS.has(lower) || NUMBER.test(part) || MATH.test(part)
        ? 'width'
        : 'color'
    if (found[kind] !== undefined) return undefined
    found[kind] = part
  }
  return { ...BORDER_INITIAL, ...found }
}

/** A border longhand's name: `border-top-width`. */
const borderLonghand = (side: string, part: BorderPart) => `border-${side}-${part}`

/**
 * The border longhands (`border-top-width` and the eleven others) a border property sets and
 * their values: `border`, `border-{side}`, `border-{part}` or a longhand itself. Undefined for
 * another property, or a value the panel cannot take apart (left as it is stored).
 */
export function borderLonghands(
  property: string,
  value: string,
): Array<[string, string]> | undefined {
  if (property === 'border') {
    const parts = borderParts(value)
    if (!parts) return undefined
    return SIDES.flatMap((side) =>
      BORDER_PARTS.map((part) => [borderLonghand(side, part), parts[part]] as [string, string]),
    )
  }
  const match = /^border-(?:(top|right|bottom|left)-)?(width|style|color)$/.exec(property)
  if (match) {
    const [, side, part] = match as unknown as [string, string | undefined, BorderPart]
    if (side !== undefined) return [[property, value]]
    const sides = fourSides(value)
    return sides && SIDES.map((each, index) => [borderLonghand(each, part), sides[index]!])
  }
  const sideMatch = /^border-(top|right|bottom|left)$/.exec(property)
  if (sideMatch) {
    const parts = borderParts(value)
    return parts && BORDER_PARTS.map((part) => [borderLonghand(sideMatch[1]!, part), parts[part]])
  }
  return undefined
}

const isBorderProperty = (property: string) =>
  /^border(-(top|right|bottom|left))?(-(width|style|color))?$/.test(property)

/** The parts of one of the four-part shorthands above, by longhand. */
const BOX_PARTS = new Map<string, { shorthand: string; index: number }>(
  Object.entries(BOX_SHORTHANDS).flatMap(([shorthand, longhands]) =>
    longhands.map((longhand, index) => [longhand, { shorthand, index }] as const),
  ),
)

/** What a declaration sets of `property`, if anything (a longhand's part of a shorthand). */
function partOf(declared: string, value: string, property: string): string | undefined {
  if (declared === property) return value
  const box = BOX_PARTS.get(property)
  if (box?.shorthand === declared) {
    // border-radius may hold a second radius after a slash; the panel shows the first.
    return fourSides(value.split('/')[0]!.trim())?.[box.index]
  }
  if (isBorderProperty(declared) && isBorderProperty(property)) {
    return borderLonghands(declared, value)?.find(([longhand]) => longhand === property)?.[1]
  }
  return undefined
}

/**
 * One property's value in a rule, as the browser reads the rule: the last declaration that sets
 * it, its own or a shorthand's part (`margin: 8px 16px` gives margin-left 16px, `border: 1px
 * solid` gives border-top-style solid). All four sides of a border part (`border-width`) read
 * as one value when they agree, and as none when they differ.
 */
export function valueIn(rule: RawStyle | undefined, property: string): string | undefined {
  if (!rule) return undefined
  const allSides = /^border-(width|style|color)$/.exec(property)
  if (allSides) {
    const sides = SIDES.map((side) =>
      valueIn(rule, borderLonghand(side, allSides[1] as BorderPart)),
    )
    if (sides.every((side) => side === sides[0])) return sides[0]
    // Sides set apart by the part's own declaration (`border-width: 1px 2px`) read as it.
    const own = rule[property]
    const ownSides = own === undefined ? undefined : fourSides(own)
    return ownSides?.every((side, index) => side === sides[index]) ? own : undefined
  }
  let found: string | undefined
  for (const [declared, value] of Object.entries(rule)) {
    found = partOf(declared, value, property) ?? found
  }
  return found
}

/**
 * A rule's border declarations once `values` (border properties) are applied to it, in the
 * shortest form that says the same whatever the order of its declarations: one `border` when
 * every side agrees on every part and the rule said it so, else one `border-{part}` for a part
 * the four sides agree on, else the sides' longhands. Undefined when a stored border value
 * cannot be taken apart (then nothing is rewritten).
 */
function rewriteBorder(
  rule: RawStyle,
  values: Record<string, string | undefined>,
): Record<string, string | undefined> | undefined {
  const longhands = new Map<string, string>()
  const apply = (property: string, value: string | undefined): boolean => {
    if (value === undefined) {
      const cleared = borderLonghands(property, 'initial')
      for (const [longhand] of cleared ?? []) longhands.delete(longhand)
      return cleared !== undefined
    }
    const set = borderLonghands(property, value)
    for (const [longhand, part] of set ?? []) longhands.set(longhand, part)
    return set !== undefined
  }
  for (const [property, value] of Object.entries(rule)) {
    if (isBorderProperty(property) && !apply(property, value)) return undefined
  }
  for (const [property, value] of Object.entries(values)) {
    if (isBorderProperty(property) && !apply(property, value)) return undefined
  }
  const out: Record<string, string | undefined> = {}
  for (const property of [...Object.keys(rule), ...Object.keys(values)]) {
    if (isBorderProperty(property)) out[property] = undefined
  }
  const agreed = new Map<BorderPart, string>()
  for (const part of BORDER_PARTS) {
    const sides = SIDES.map((side) => longhands.get(borderLonghand(side, part)))
    if (sides[0] !== undefined && sides.every((side) => side === sides[0])) {
      agreed.set(part, sides[0])
    }
  }
  if (rule.border !== undefined && agreed.size === BORDER_PARTS.length) {
    out.border = BORDER_PARTS.map((part) => agreed.get(part)).join(' ')
    return out
  }
  for (const part of BORDER_PARTS) {
    const all = agreed.get(part)
    if (all !== undefined) {
      out[`border-${part}`] = all
      continue
    }
    for (const side of SIDES) {
      const value = longhands.get(borderLonghand(side, part))
      if (value !== undefined) out[borderLonghand(side, part)] = value
    }
  }
  return out
}

/**
 * The values to write when some properties change in a rule that holds their shorthand, so the
 * parts not edited keep their values: a four-part shorthand is replaced by its four parts, and
 * the rule's border declarations (`border: 1px solid #ccc` among them) are rewritten as a whole.
 */
export function splitShorthands(
  rule: RawStyle | undefined,
  values: Record<string, string | undefined>,
): Record<string, string | undefined> {
  if (!rule) return values
  const out: Record<string, string | undefined> = {}
  for (const property of Object.keys(values)) {
    const part = BOX_PARTS.get(property)
    if (!part || rule[part.shorthand] === undefined || part.shorthand in out) continue
    out[part.shorthand] = undefined
    BOX_SHORTHANDS[part.shorthand]!.forEach((longhand) => {
      if (rule[longhand] === undefined) out[longhand] = valueIn(rule, longhand)
    })
  }
  const border = Object.keys(values).some(isBorderProperty)
    ? rewriteBorder(rule, values)
    : undefined
  if (!border) return { ...out, ...values }
  const others = Object.fromEntries(
    Object.entries(values).filter(([property]) => !isBorderProperty(property)),
  )
  return { ...out, ...others, ...border }
}
