import type { DatabaseSpec } from '@tessera/kit'
import { Asset } from './assets/asset.entity.js'
import { Assets1764100000000 } from './migrations/1764100000000-assets.js'
import { AssetDimensions1764500000000 } from './migrations/1764500000000-asset-dimensions.js'
import { RetiredObjects1765100000000 } from './migrations/1765100000000-retired-objects.js'
import { RetiredChecked1765200000000 } from './migrations/1765200000000-retired-checked.js'
import { ImageVariants1766000000000 } from './migrations/1766000000000-image-variants.js'
import { ImageIcons1767100000000 } from './migrations/1767100000000-image-icons.js'

export const assetsDatabase: DatabaseSpec = {
  schema: 'assets',
  entities: [Asset],
  migrations: [
    Assets1764100000000,
    AssetDimensions1764500000000,
    RetiredObjects1765100000000,
    RetiredChecked1765200000000,
    ImageVariants1766000000000,
    ImageIcons1767100000000,
  ],
}
