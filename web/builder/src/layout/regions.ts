/**
 * The builder's regions in F6 order (editor.md section 2): toolbar, build menu (and its open
 * sub-menu), tree, canvas and right-hand menu. Tab moves inside a region; F6 and Shift+F6 move
 * between them, as in browsers and desktop applications.
 */
const REGIONS = [
  '.builder-toolbar',
  '.build-menu',
  '.sub-menu',
  '.component-tree',
  '.builder-canvas',
  '.right-menu',
] as const

/** What Tab stops at (rows and buttons a region takes out of the Tab order excepted). */
const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
]
  .map((selector) => `${selector}:not([tabindex="-1"])`)
  .join(', ')

function visible(element: HTMLElement): boolean {
  return element.getClientRects().length > 0 && !element.closest('[hidden]')
}

/** Where focus goes in a region: the canvas's viewport, the tree's current row, or its first control. */
function focusTarget(region: HTMLElement): HTMLElement {
  if (region.matches('.builder-canvas')) {
    const viewport = region.querySelector<HTMLElement>('.canvas-viewport')
    if (viewport) return viewport
  }
  const first = [...region.querySelectorAll<HTMLElement>(TABBABLE)].find(
    (element) => visible(element) && getComputedStyle(element).visibility !== 'hidden',
  )
  if (first) return first
  region.tabIndex = -1
  return region
}

/**
 * Moves focus to the next region (the previous one backwards) after the one holding `from`,
 * or the first region when focus is in none. Returns false when the builder shows no region.
 */
export function cycleRegion(document: Document, from: Element | null, backwards: boolean): boolean {
  const regions = REGIONS.map((selector) => document.querySelector<HTMLElement>(selector)).filter(
    (region): region is HTMLElement => region !== null && visible(region),
  )
  if (regions.length === 0) return false
  const current = regions.findIndex((region) => from !== null && region.contains(from))
  const step = backwards ? -1 : 1
  const next =
    current === -1
      ? backwards
        ? regions.length - 1
        : 0
      : (current + step + regions.length) % regions.length
  focusTarget(regions[next]!).focus()
  return true
}
