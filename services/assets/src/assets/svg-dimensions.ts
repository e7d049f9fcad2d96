import { markupHead } from './file-signature.js'

export interface Dimensions {
  width: number
  height: number
}

/** CSS pixels per unit of the absolute lengths SVG allows on its root (unitless means px). */
const PIXELS_PER: Record<string, number> = {
  '': 1,
  px: 1,
  pt: 4 / 3,
  pc: 16,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
}

/** Larger than any image a page shows at its own size: such a value is a mistake, not a size. */
const MAX_PIXELS = 100_000

const ROOT_TAG = /^<svg((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*\/?>/
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g
const LENGTH = /^\s*([+]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*([a-z]*)\s*$/i

/**
 * The size an SVG shows at when nothing else sets it, read from its root element: width and
 * height in absolute units, else the viewBox (scaled to the one of them that is given). Relative
 * sizes (%, em) and files whose root tag is not near the start give undefined.
 */
export function svgDimensions(text: string): Dimensions | undefined {
  const root = ROOT_TAG.exec(markupHead(text))
  if (!root) return undefined
  const attrs = new Map<string, string>()
  for (const [, name, double, single] of root[1]!.matchAll(ATTRIBUTE)) {
    attrs.set(name!, double ?? single ?? '')
  }
  const width = length(attrs.get('width'))
  const height = length(attrs.get('height'))
  const box = viewBox(attrs.get('viewBox'))
  if (width !== undefined && height !== undefined) return pixels(width, height)
  if (!box) return undefined
  const ratio = box.width / box.height
  if (width !== undefined) return pixels(width, width / ratio)
  if (height !== undefined) return pixels(height * ratio, height)
  return pixels(box.width, box.height)
}

function length(value: string | undefined): number | undefined {
  if (value === undefined) return undefined
  const match = LENGTH.exec(value)
  const perUnit = match ? PIXELS_PER[match[2]!.toLowerCase()] : undefined
  if (!match || perUnit === undefined) return undefined
  const pixels = Number(match[1]) * perUnit
  return Number.isFinite(pixels) && pixels > 0 ? pixels : undefined
}

function viewBox(value: string | undefined): Dimensions | undefined {
  if (value === undefined) return undefined
  const parts = value
    .trim()
    .split(/[\s,]+/)
    .map(Number)
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return undefined
  const [, , width, height] = parts as [number, number, number, number]
  return width > 0 && height > 0 ? { width, height } : undefined
}

function pixels(width: number, height: number): Dimensions | undefined {
  const w = Math.max(1, Math.round(width))
  const h = Math.max(1, Math.round(height))
  return w <= MAX_PIXELS && h <= MAX_PIXELS ? { width: w, height: h } : undefined
}
