/** The units a resize keeps (editor.md section 4, Resize handles). */
export type ResizeUnit = 'px' | '%' | 'vw' | 'vh'

/** What the resize of one side needs to know, measured in CSS pixels of the canvas. */
export interface ResizeMeasure {
  /** The element's rendered size on that side when the drag started. */
  start: number
  /** The containing block's size on that side (for %). */
  parent: number
  /** The canvas viewport's width and height (for vw and vh). */
  viewportWidth: number
  viewportHeight: number
}

const UNIT_VALUE = /^\s*(-?\d*\.?\d+)\s*(px|%|vw|vh)\s*$/

/** The unit of a size value; px when it has none the resize keeps (auto, em, empty). */
export function resizeUnit(value: string | undefined): ResizeUnit {
  const match = value === undefined ? null : UNIT_VALUE.exec(value)
  return (match?.[2] as ResizeUnit | undefined) ?? 'px'
}

/** At most 2 decimals, without trailing zeros. */
export function round2(value: number): string {
  return String(Math.round(value * 100) / 100)
}

/**
 * The new value after dragging a handle by `delta` screen pixels at builder scale `scale`: the
 * element's size plus the drag, in the unit the value had, clamped at 0.
 */
export function resizedValue(
  current: string | undefined,
  delta: number,
  scale: number,
  measure: ResizeMeasure,
): string {
  const unit = resizeUnit(current)
  const px = Math.max(0, measure.start + delta / scale)
  let amount: number
  switch (unit) {
    case '%':
      amount = measure.parent > 0 ? (px / measure.parent) * 100 : 0
      break
    case 'vw':
      amount = measure.viewportWidth > 0 ? (px / measure.viewportWidth) * 100 : 0
      break
    case 'vh':
      amount = measure.viewportHeight > 0 ? (px / measure.viewportHeight) * 100 : 0
      break
    default:
      amount = px
  }
  return `${round2(Math.max(0, amount))}${unit}`
}

/** Spacing (margin, padding) drags move half a unit per pixel. */
export const SPACING_UNITS_PER_PIXEL = 0.5

const LENGTH = /^\s*(-?\d*\.?\d+)\s*([a-z]+|%)?\s*$/i

/** The spacing after dragging by `delta` screen pixels: its own unit kept (px when it has none). */
export function spacedValue(current: string | undefined, delta: number, scale: number): string {
  const match = current === undefined ? null : LENGTH.exec(current)
  const start = match ? Number(match[1]) : 0
  const unit = match?.[2] ?? 'px'
  return `${round2(Math.max(0, start + (delta / scale) * SPACING_UNITS_PER_PIXEL))}${unit}`
}
