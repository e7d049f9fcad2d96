import type { Client } from '@connectrpc/connect'
import { ALL_SITES, grpcClient, type SiteRoleAnswer } from '@tessera/kit'
import { SitesInternalService } from '@tessera/proto'
import { SITE_TYPES, type SiteType } from '@tessera/site-format'

/** A site as the sites service describes it to other services. */
export interface SiteRecord {
  id: string
  userId: string
  siteType: SiteType
  disabled: boolean
  published: boolean
  subdomain: string
  customDomains: string[]
}

/** Who owns a site, on which plan, and where visitors reach it (SitesInternalService.GetSite). */
export abstract class SitesDirectory {
  abstract getSite(siteId: string): Promise<SiteRecord | undefined>
  /** A user's role on a site (SitesInternalService.GetSiteRole), not kept here. */
  abstract getSiteRole(siteId: string, userId: string): Promise<SiteRoleAnswer>
  /** Drops what is known of a site (`ALL_SITES`: of every site); its next request asks again. */
  abstract forget(siteId: string): void
}

const asSiteType = (value: string): SiteType =>
  (SITE_TYPES as readonly string[]).includes(value) ? (value as SiteType) : 'Free'

/**
 * Asks the sites service, keeping each answer for a few seconds: a visitor's form post must
 * not cost a round trip per request, and a change of owner, plan or domains is rare. One call
 * per site at a time; once an answer is old, the next request starts a fresh call and, while
 * it runs, the old answer keeps serving. A site announced as changed (published, unpublished,
 * disabled, deleted) is forgotten at once, and an answer asked for before is not kept.
 */
export class GrpcSitesDirectory extends SitesDirectory {
  private readonly client: Client<typeof SitesInternalService>
  private readonly cache = new Map<
    string,
    { at: number; site?: SiteRecord; known: boolean; pending?: Promise<SiteRecord | undefined> }
  >()

  constructor(
    baseUrl: string,
    private readonly cacheMs: number,
  ) {
    super()
    this.client = grpcClient(SitesInternalService, baseUrl)
  }

  async getSite(siteId: string): Promise<SiteRecord | undefined> {
    if (this.cacheMs === 0) return this.fetch(siteId)
    const entry = this.cache.get(siteId)
    const fresh = entry?.known && Date.now() - entry.at < this.cacheMs
    if (entry && fresh) return entry.site
    if (entry?.pending) return entry.known ? entry.site : entry.pending
    if (this.cache.size > 10_000) this.cache.clear()
    const pending = this.fetch(siteId)
    const current = entry ?? { at: 0, known: false }
    current.pending = pending
    this.cache.set(siteId, current)
    pending.then(
      (site) => {
        // Forgotten meanwhile: the answer may predate the change.
        if (this.cache.get(siteId) === current) {
          this.cache.set(siteId, { at: Date.now(), site, known: true })
        }
      },
      () => {
        current.pending = undefined
        if (!current.known && this.cache.get(siteId) === current) this.cache.delete(siteId)
      },
    )
    return current.known ? current.site : pending
  }

  getSiteRole(siteId: string, userId: string): Promise<SiteRoleAnswer> {
    return this.client.getSiteRole({ siteId, userId })
  }

  forget(siteId: string): void {
    if (siteId === ALL_SITES) this.cache.clear()
    else this.cache.delete(siteId)
  }

  private async fetch(siteId: string): Promise<SiteRecord | undefined> {
    const found = await this.client.getSite({ siteId })
    if (!found.id) return undefined
    return {
      id: found.id,
      userId: found.userId,
      siteType: asSiteType(found.siteType),
      disabled: found.disabled,
      published: found.published,
      subdomain: found.subdomain,
      customDomains: found.customDomains,
    }
  }
}

/** Without the sites service no site can be found. */
export class NoSitesDirectory extends SitesDirectory {
  getSite(): Promise<SiteRecord | undefined> {
    return Promise.resolve(undefined)
  }

  getSiteRole(): Promise<SiteRoleAnswer> {
    return Promise.resolve({ found: false, role: '' })
  }

  forget(): void {
    // Nothing is kept.
  }
}
