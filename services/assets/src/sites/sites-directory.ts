import type { Client } from '@connectrpc/connect'
import { grpcClient, type SiteRoleAnswer } from '@tessera/kit'
import { SitesInternalService } from '@tessera/proto'

/** A site as the sites service describes it to other services. */
export interface SiteRecord {
  id: string
  userId: string
  /** Free, Paid1, Paid2 or Paid3. */
  siteType: string
  disabled: boolean
}

/** Who owns a site and on which plan; the sites service answers (SitesInternalService.GetSite). */
export abstract class SitesDirectory {
  abstract getSite(siteId: string): Promise<SiteRecord | undefined>

  /** A user's role on a site (SitesInternalService.GetSiteRole). */
  abstract getSiteRole(siteId: string, userId: string): Promise<SiteRoleAnswer>

  /**
   * Which of these object keys stored content still names (a draft or published version of any
   * site, an identity site, a template); rejects when that cannot be known for all of them.
   */
  abstract namedObjectKeys(objectKeys: string[]): Promise<Set<string>>
}

export class GrpcSitesDirectory extends SitesDirectory {
  private readonly client: Client<typeof SitesInternalService>

  constructor(baseUrl: string) {
    super()
    this.client = grpcClient(SitesInternalService, baseUrl)
  }

  async getSite(siteId: string): Promise<SiteRecord | undefined> {
    const site = await this.client.getSite({ siteId })
    if (!site.id) return undefined
    return { id: site.id, userId: site.userId, siteType: site.siteType, disabled: site.disabled }
  }

  getSiteRole(siteId: string, userId: string): Promise<SiteRoleAnswer> {
    return this.client.getSiteRole({ siteId, userId })
  }

  async namedObjectKeys(objectKeys: string[]): Promise<Set<string>> {
    if (objectKeys.length === 0) return new Set()
    const { objectKeys: named } = await this.client.findAssetReferences({ objectKeys })
    return new Set(named)
  }
}

/** Until the sites service is deployed, no server site can be found. */
export class NoSitesDirectory extends SitesDirectory {
  getSite(): Promise<SiteRecord | undefined> {
    return Promise.resolve(undefined)
  }

  getSiteRole(): Promise<SiteRoleAnswer> {
    return Promise.resolve({ found: false, role: '' })
  }

  /** No site content exists to name anything. */
  namedObjectKeys(): Promise<Set<string>> {
    return Promise.resolve(new Set())
  }
}
