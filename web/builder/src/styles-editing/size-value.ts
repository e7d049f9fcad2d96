/** At most 2 decimals, without trailing zeros. */
export function round2(value: number): string {
  return String(Math.round(value * 100) / 100)
}

/**
 * The rendered pixel size of an element for a size property, which switching a field to px
 * fills in: the computed value when it is in px, else the element's box on that axis.
 */
export function renderedPixels(element: Element, property: string): string {
  const view = element.ownerDocument.defaultView
  const computed = view?.getComputedStyle(element).getPropertyValue(property) ?? ''
  const match = /^(-?\d*\.?\d+)px$/.exec(computed.trim())
  if (match) return round2(Math.max(0, Number(match[1])))
  const rect = element.getBoundingClientRect()
  return round2(/height/.test(property) ? rect.height : rect.width)
}
