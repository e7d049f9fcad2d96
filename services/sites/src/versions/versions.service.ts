import { Injectable } from '@nestjs/common'
import { z } from 'zod'
import type { AuthUser } from '@tessera/kit'
import type { VersionState } from '@tessera/proto'
import { SiteAnnouncer } from '../common/site-announcer.js'
import { SiteContentClients, type SiteContentClient } from '../site-servers/site-content.client.js'
import type { Site } from '../sites/site.entity.js'
import { withContent, type SiteContentView, type SiteView } from '../sites/site.view.js'
import { SitesRepository } from '../sites/sites.repository.js'
import { SitesService, stateChanges } from '../sites/sites.service.js'

export const versionView = z
  .object({ id: z.number().int(), published: z.boolean(), updated_at: z.iso.datetime() })
  .meta({ id: 'VersionView' })
export type VersionView = z.infer<typeof versionView>

/**
 * Drafts and publishing. The site-server holds the versions; the record keeps a copy of the state
 * it answers with, for listings. Without a draft, edits go to the live version at once.
 */
@Injectable()
export class VersionsService {
  constructor(
    private readonly sitesService: SitesService,
    private readonly sites: SitesRepository,
    private readonly content: SiteContentClients,
    private readonly announcer: SiteAnnouncer,
  ) {}

  /** Answers once every service has been told: a form works the moment its site is published. */
  async publish(caller: AuthUser, id: string, publish: boolean): Promise<SiteView> {
    const view = await this.change(id, (c, site) =>
      c.publish({ siteId: site.id, publish, authorId: caller.id }),
    )
    await this.announcer.announce(view.id)
    return view
  }

  createDraft(id: string): Promise<SiteView> {
    return this.change(id, (c, site) => c.createDraft({ siteId: site.id }))
  }

  deleteDraft(id: string): Promise<SiteView> {
    return this.change(id, (c, site) => c.deleteDraft({ siteId: site.id }))
  }

  async list(id: string): Promise<{ results: VersionView[] }> {
    const site = await this.sitesService.siteOf(id)
    const { versions } = await this.content.call(site.siteServerId, (c) =>
      c.listVersions({ siteId: site.id }),
    )
    return {
      results: versions.map((v) => ({ id: v.id, published: v.published, updated_at: v.updatedAt })),
    }
  }

  /**
   * One version with its content, or undefined (204) when the site has no such version, or when
   * its content is no newer than `since` (the editor's restore with its content time).
   */
  async get(id: string, versionId: number, since?: Date): Promise<SiteContentView | undefined> {
    const site = await this.sitesService.siteOf(id)
    if (since && site.contentUpdatedAt.getTime() <= since.getTime()) return undefined
    const version = await this.content.call(site.siteServerId, (c) =>
      c.getVersion({ siteId: site.id, versionId }),
    )
    if (!version.found) return undefined
    return withContent(await this.sitesService.view(site), version)
  }

  private async change(
    id: string,
    call: (client: SiteContentClient, site: Site) => Promise<{ state?: VersionState }>,
  ): Promise<SiteView> {
    const site = await this.sitesService.siteOf(id)
    const { state } = await this.content.call(site.siteServerId, (c) => call(c, site))
    await this.sites.update(site.id, stateChanges(state))
    return this.sitesService.view((await this.sites.findById(site.id))!)
  }
}
