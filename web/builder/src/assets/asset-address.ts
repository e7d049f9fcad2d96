/**
 * The asset an address names. Every address an asset ever had ends in `assets/{its id}/{file}`,
 * so a page refers to the asset, whatever file it serves now; other addresses name none.
 */
const ASSET_ADDRESS =
  /\/assets\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/[^/?#]+$/i

export function assetIdOf(url: string): string | undefined {
  return ASSET_ADDRESS.exec(url)?.[1]?.toLowerCase()
}

/** The attributes whose value is the address of a file the element shows or plays. */
export const ASSET_ATTRIBUTES = ['src', 'poster'] as const

/** A `url()` in CSS text, its address quoted either way or bare (as the renderer checks them). */
const CSS_URL = /url\(\s*(?:"([^"\\]*)"|'([^'\\]*)'|([^)'"\s(\\]*))\s*\)/gi

/**
 * CSS text with the address of each `url()` (a background image's) replaced by `address(url)`,
 * quoted as before; the text itself when nothing changes.
 */
export function currentAddressesInCss(css: string, address: (url: string) => string): string {
  if (!/url\(/i.test(css)) return css
  return css.replace(CSS_URL, (whole, double?: string, single?: string, bare?: string) => {
    const url = double ?? single ?? bare ?? ''
    const now = address(url)
    if (now === url) return whole
    const quote = double !== undefined ? '"' : single !== undefined ? "'" : ''
    return `url(${quote}${now}${quote})`
  })
}
