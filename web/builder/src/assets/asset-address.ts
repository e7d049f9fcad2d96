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
