import { createHash } from 'node:crypto'

const GRID = 5
const HUES = 9

/**
 * A 5x5 avatar, mirrored left to right, in one of 9 hues at saturation 95 and lightness 45, as
 * an SVG data URI derived from the seed (a user's e-mail, a workspace's id; case does not
 * matter), so the same seed always gives the same avatar.
 */
export function identicon(seed: string): string {
  const hash = createHash('sha256').update(seed.toLowerCase()).digest()
  const hue = (hash[0]! % HUES) * (360 / HUES)
  const color = `hsl(${hue}, 95%, 45%)`
  const cells = identiconCells(hash)
  const rects = cells
    .flatMap((row, y) =>
      row.map((on, x) => (on ? `<rect x="${x}" y="${y}" width="1" height="1"/>` : '')),
    )
    .join('')
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-0.5 -0.5 6 6" shape-rendering="crispEdges">` +
    `<rect x="-0.5" y="-0.5" width="6" height="6" fill="#f0f0f0"/><g fill="${color}">${rects}</g></svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/** Which cells are filled: the left three columns come from the hash, the right two mirror them. */
export function identiconCells(hash: Uint8Array): boolean[][] {
  const half = Math.ceil(GRID / 2)
  return Array.from({ length: GRID }, (_, y) => {
    const left = Array.from({ length: half }, (_, x) => (hash[1 + y * half + x]! & 1) === 1)
    return [...left, ...left.slice(0, GRID - half).reverse()]
  })
}
