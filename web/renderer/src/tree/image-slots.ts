import type { BreakpointStyles, Site, StyleMixin } from '@tessera/site-format'

/** What of a component decides its width: its own styles and its mixins (sources' first). */
export interface SlotStyles {
  /** Its custom sources' styles, then its own: later ones win. */
  custom: ReadonlyArray<BreakpointStyles | undefined>
  mixins: readonly string[]
}

/**
 * How wide an image is drawn, as `min(fraction × viewport, cap px)`: an image 50% wide in a
 * container at most 1200 px is `{ fraction: 0.5, cap: 600 }`; a 240 px image is
 * `{ fraction: Infinity, cap: 240 }`.
 */
export interface Slot {
  fraction: number
  cap: number
}

/** What an element's styles say of its width and of its children's. */
interface Declared {
  width?: string
  maxWidth?: string
  columns?: string
  display?: string
}

interface Range {
  id: string
  min: number | undefined
  max: number | undefined
}

const FULL: Slot = { fraction: 1, cap: Infinity }
/** Viewport width assumed for the breakpoint without an upper limit (a large desktop screen). */
const WIDE_VIEWPORT = 1920
const LENGTH = /^(-?\d*\.?\d+)(px|%|vw|rem|em)$/
const REPEAT = /^repeat\(\s*(\d+)\s*,/

/** The width a length gives, of the parent's slot; undefined for what this cannot tell. */
function lengthSlot(value: string | undefined, parent: Slot): Slot | undefined {
  if (value === undefined) return undefined
  const match = LENGTH.exec(value.trim())
  if (!match) return undefined
  const number = Number(match[1])
  if (!(number > 0)) return undefined
  switch (match[2]) {
    case 'px':
      return { fraction: Infinity, cap: number }
    case 'rem':
    case 'em':
      return { fraction: Infinity, cap: number * 16 }
    case 'vw':
      return { fraction: number / 100, cap: Infinity }
    default:
      return { fraction: (parent.fraction * number) / 100, cap: (parent.cap * number) / 100 }
  }
}

/** Grid tracks side by side: `repeat(3, 1fr)` or `1fr 1fr 1fr`. */
function columnCount(value: string | undefined): number {
  if (value === undefined) return 1
  const text = value.trim()
  const repeat = REPEAT.exec(text)
  if (repeat) return Math.max(1, Number(repeat[1]))
  if (text.includes('(')) return 1
  return Math.max(1, text.split(/\s+/).filter(Boolean).length)
}

/**
 * The `sizes` attribute of an image: how wide it is drawn at each of the site's breakpoints,
 * from its own width and its ancestors' (widths, max-widths, grid columns) as their styles and
 * mixins declare them. Padding and gaps are ignored, so it errs on the large side: a browser
 * then picks a copy a little sharper than needed, never a blurry one.
 */
export function imageSizes(site: Site, chain: readonly SlotStyles[]): string {
  const ranges = rangesOf(site)
  const limits = [...new Set(ranges.flatMap((r) => (r.max === undefined ? [] : [r.max])))].sort(
    (a, b) => a - b,
  )
  const texts = limits.map((max) => slotText(slotAt(site, chain, ranges, max), max))
  const widest = slotText(slotAt(site, chain, ranges, WIDE_VIEWPORT), Infinity)
  // A narrower range saying the same as the next one is left to it.
  const parts = limits.flatMap((max, i) =>
    texts[i] === (texts[i + 1] ?? widest) ? [] : [`(max-width: ${max}px) ${texts[i]}`],
  )
  return [...parts, widest].join(', ')
}

/** A slot at a viewport as `sizes` writes it: a share of the viewport, or pixels. */
function slotText(slot: Slot, viewport: number): string {
  const proportional = slot.fraction * viewport
  if (slot.fraction !== Infinity && proportional <= slot.cap) {
    return `${Math.max(1, Math.round(slot.fraction * 100))}vw`
  }
  return `${Math.max(1, Math.round(Math.min(slot.cap, proportional)))}px`
}

function rangesOf(site: Site): Range[] {
  return Object.entries(site.context.breakpoints ?? {}).map(([id, bp]) => ({
    id,
    min: typeof bp.minWidth === 'number' ? bp.minWidth : undefined,
    max: typeof bp.maxWidth === 'number' ? bp.maxWidth : undefined,
  }))
}

/** The image's slot at one viewport width, walking from the page root down to the image. */
function slotAt(
  site: Site,
  chain: readonly SlotStyles[],
  ranges: readonly Range[],
  viewport: number,
): Slot {
  // The breakpoints in force, widest first, so narrower ones override.
  const active = ranges
    .filter((r) => (r.min ?? 0) <= viewport && viewport <= (r.max ?? Infinity))
    .sort((a, b) => (b.max ?? Infinity) - (a.max ?? Infinity))
    .map((r) => r.id)
  const mixins: Readonly<Record<string, StyleMixin>> = site.context.styles ?? {}
  let slot = FULL
  let columns = 1
  for (const component of chain) {
    const declared: Declared = {}
    for (const id of component.mixins) {
      if (Object.hasOwn(mixins, id)) read(mixins[id]?.breakpoints, active, declared)
    }
    for (const styles of component.custom) read(styles, active, declared)
    if (columns > 1) slot = { fraction: slot.fraction / columns, cap: slot.cap / columns }
    const own = lengthSlot(declared.width, slot)
    if (own) slot = own
    const max = lengthSlot(declared.maxWidth, slot)
    if (max)
      slot = { fraction: Math.min(slot.fraction, max.fraction), cap: Math.min(slot.cap, max.cap) }
    columns = declared.display?.includes('grid') ? columnCount(declared.columns) : 1
  }
  return slot
}

function read(styles: BreakpointStyles | undefined, active: readonly string[], into: Declared) {
  if (styles === undefined) return
  for (const id of active) {
    const values = styles[id]?.default
    if (values === undefined) continue
    if (typeof values.width === 'string') into.width = values.width
    if (typeof values['max-width'] === 'string') into.maxWidth = values['max-width']
    if (typeof values.display === 'string') into.display = values.display
    if (typeof values['grid-template-columns'] === 'string') {
      into.columns = values['grid-template-columns']
    }
  }
}
