import { Inject, Injectable } from '@nestjs/common'
import { commonErrors, CONFIG } from '@tessera/kit'
import type { SitesConfig } from '../config.js'
import { SiteContentClients } from '../site-servers/site-content.client.js'
import { AssetReferencesRepository } from './asset-references.repository.js'

/** How many asset files one question may name. */
export const MAX_ASSET_KEYS = 1000

/**
 * Which asset files some stored content still names: a version in any site-server pool (draft or
 * published), an identity site, a template. Any address may be pasted into any site, so every
 * live pool is asked (one heard from within SITE_SERVER_TTL_SECONDS); a live pool that does not
 * answer fails the question, as a partial answer could let the assets service remove bytes a
 * page still shows. Pages resolve an asset's current address anyway; the old bytes serve what
 * missed that (a cached page, a rendering while the assets service was down).
 */
@Injectable()
export class AssetReferencesService {
  constructor(
    private readonly repository: AssetReferencesRepository,
    private readonly pools: SiteContentClients,
    @Inject(CONFIG) private readonly config: SitesConfig,
  ) {}

  async named(objectKeys: string[]): Promise<string[]> {
    if (objectKeys.length > MAX_ASSET_KEYS) {
      throw commonErrors.InvalidFormData(`At most ${MAX_ASSET_KEYS} object keys`)
    }
    const keys = [...new Set(objectKeys)]
    if (keys.length === 0) return []
    const answers = await Promise.all([
      this.repository.namedHere(keys),
      ...(await this.repository.poolsWithContent(this.config.SITE_SERVER_TTL_SECONDS)).map(
        (poolId) =>
          this.pools.call(poolId, async (client) => {
            const { objectKeys: named } = await client.findContentAssetReferences({
              objectKeys: keys,
            })
            return named
          }),
      ),
    ])
    return [...new Set(answers.flat())]
  }
}
