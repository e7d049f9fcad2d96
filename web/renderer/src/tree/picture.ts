import type { RenderNode } from './render-node.js'
import type { ImageVariant } from './render-page.js'

/**
 * `<picture>` draws no box of its own: the image inside keeps the place, the styles and the
 * grid or flex cell it had without it.
 */
export const PICTURE_RULE = 'picture{display:contents}'

/** Formats in the order browsers should prefer them: the first one they support wins. */
const PREFERRED = ['image/avif', 'image/webp']

/**
 * One `<source>` per format the image has copies in, each with every width (`w` descriptors)
 * and the image's `sizes`; none when there are no copies.
 */
export function pictureSources(variants: readonly ImageVariant[], sizes: string): RenderNode[] {
  const sources: RenderNode[] = []
  for (const type of PREFERRED) {
    const copies = variants
      .filter((variant) => variant.type === type && variant.width > 0)
      .sort((a, b) => a.width - b.width)
    if (copies.length === 0) continue
    const srcset = copies.map((copy) => `${copy.url} ${copy.width}w`).join(', ')
    sources.push({ tag: 'source', attrs: { type, srcset, sizes }, children: [] })
  }
  return sources
}

/** The image in a `<picture>` after its sources; the image keeps its own `src` as the fallback. */
export function pictureOf(image: RenderNode, sources: RenderNode[]): RenderNode {
  return { tag: 'picture', attrs: {}, children: [...sources, image] }
}
