/** Wheel lines and pages in pixels, so a mouse notch and a pinch step zoom alike. */
const LINE_PX = 16
const PAGE_PX = 400
/** How much a wheeled pixel zooms: a notch of 100 px is about 18%. */
const ZOOM_PER_PX = 0.002

/**
 * The factor a Ctrl/Cmd + wheel (or a trackpad pinch, which browsers send as a wheel with
 * ctrlKey) multiplies the scale by; undefined when the wheel is not a zoom.
 */
export function wheelZoomFactor(event: WheelEvent): number | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.deltaY === 0) return undefined
  const unit = event.deltaMode === 1 ? LINE_PX : event.deltaMode === 2 ? PAGE_PX : 1
  return Math.exp(-event.deltaY * unit * ZOOM_PER_PX)
}

/** A point of the page under the pointer, kept under it while the scale changes. */
export interface ZoomAnchor {
  /** The pointer, in the builder's client coordinates. */
  clientX: number
  /** The pointer's height above the stage's top edge. */
  stageY: number
  /** The point of the page, in the frame's own coordinates (with its scroll). */
  frameX: number
  frameY: number
}
