import { Inject, Injectable } from '@nestjs/common'
import {
  type AuthUser,
  commonErrors,
  CONFIG,
  requireSelf,
  SiteAccess,
  WorkspaceAccess,
} from '@tessera/kit'
import type { SiteContent, SiteHostingSchema, VersionState } from '@tessera/proto'
import type { MessageInitShape } from '@bufbuild/protobuf'
import { createSite, serializeSite, type SiteType } from '@tessera/site-format'
import { hasParts, pickContentParts, readSite } from '../common/content-parts.js'
import {
  checkSiteName,
  checkSubdomain,
  randomId,
  subdomainFromName,
  withRandomSuffix,
} from '../common/site-rules.js'
import { AssetsClient } from '../common/assets.client.js'
import { CustomDataClient } from '../common/custom-data.client.js'
import { SiteAnnouncer } from '../common/site-announcer.js'
import type { SitesConfig } from '../config.js'
import { allowances, assetAllowance } from '../plans/plans.js'
import { SiteContentClients } from '../site-servers/site-content.client.js'
import { SiteServerRegistry } from '../site-servers/site-server-registry.js'
import { SiteServersRepository } from '../site-servers/site-servers.repository.js'
import { SubdomainsRepository, subdomainTaken } from '../subdomains/subdomains.repository.js'
import type { CreateSiteBody, ListSitesQuery, UpdateSiteBody } from './dto.js'
import type { Site } from './site.entity.js'
import { toSiteView, withContent, type SiteContentView, type SiteView } from './site.view.js'
import { SitesRepository, type SiteChanges } from './sites.repository.js'
import { errors } from '../errors.js'
import { WorkspacesRepository } from '../workspaces/workspaces.repository.js'

export const siteNotFound = () => errors.SiteNotFound()
const noUpdates = () => errors.NoUpdates()

/** The record's copy of the version state the site-server answered with. */
export function stateChanges(state: VersionState | undefined): SiteChanges {
  if (!state) return {}
  return {
    published: state.published,
    liveVersion: state.liveVersion,
    draftVersion: state.draftVersion || null,
    updatedAt: new Date(state.updatedAt),
    contentUpdatedAt: new Date(state.contentUpdatedAt),
  }
}

@Injectable()
export class SitesService {
  constructor(
    private readonly sites: SitesRepository,
    private readonly subdomains: SubdomainsRepository,
    private readonly registry: SiteServerRegistry,
    private readonly pools: SiteServersRepository,
    private readonly content: SiteContentClients,
    private readonly assets: AssetsClient,
    private readonly customData: CustomDataClient,
    private readonly announcer: SiteAnnouncer,
    private readonly access: SiteAccess,
    private readonly workspaceAccess: WorkspaceAccess,
    private readonly workspaces: WorkspacesRepository,
    @Inject(CONFIG) private readonly config: SitesConfig,
  ) {}

  /** A site by id; who may do what to it, the route's declared access has already checked. */
  async siteOf(id: string): Promise<Site> {
    const site = await this.sites.findById(id)
    if (!site) throw siteNotFound()
    return site
  }

  async list(
    caller: AuthUser,
    query: ListSitesQuery,
  ): Promise<{ results: SiteView[]; asset_allowance: number }> {
    let workspaceId = query.workspace_id
    if (workspaceId !== undefined) {
      await this.workspaceAccess.require(caller, 'workspace:read', workspaceId)
    } else {
      const userId = query.user_id ?? caller.id
      requireSelf(caller, userId, 'You can only list your own sites')
      workspaceId = await this.workspaces.ensurePersonal(userId)
    }
    const sites = await this.sites.listByWorkspace(workspaceId)
    const views = await this.views(sites)
    // Each site's role by the rule every route is checked with (a site override beats the
    // workspace's role), so the dashboard offers only what the caller may do.
    const roles = await Promise.all(sites.map((s) => this.access.roleOf(caller, s.id)))
    return {
      results: views.map((view, i) => (roles[i] ? { ...view, role: roles[i] } : view)),
      asset_allowance: assetAllowance(sites.map((s) => s.siteType)),
    }
  }

  async view(site: Site): Promise<SiteView> {
    return (await this.views([site]))[0]!
  }

  private async views(sites: Site[]): Promise<SiteView[]> {
    const domains = await this.sites.domainsOf(sites.map((s) => s.id))
    const pools = await this.pools.findByIds([...new Set(sites.map((s) => s.siteServerId))])
    const editors = await this.workspaces.emailsOf([
      ...new Set(sites.flatMap((s) => (s.contentUpdatedBy ? [s.contentUpdatedBy] : []))),
    ])
    return sites.map((site) =>
      toSiteView(
        site,
        domains.filter((d) => d.siteId === site.id),
        pools.find((p) => p.id === site.siteServerId),
        site.contentUpdatedBy ? editors.get(site.contentUpdatedBy) : undefined,
      ),
    )
  }

  async create(caller: AuthUser, body: CreateSiteBody): Promise<SiteView> {
    checkSiteName(body.name)
    if (body.site_type !== undefined && body.site_type !== 'Free') {
      throw commonErrors.InvalidFormData('Paid sites are created through checkout')
    }
    let subdomain = body.subdomain
    if (subdomain !== undefined) checkSubdomain(subdomain)
    else {
      subdomain = subdomainFromName(body.name)
      if (await this.subdomains.taken(subdomain)) subdomain = withRandomSuffix(subdomain)
    }
    let workspaceId = body.workspace_id
    if (workspaceId !== undefined) {
      await this.workspaceAccess.require(caller, 'workspace:sites', workspaceId)
    } else workspaceId = await this.workspaces.ensurePersonal(caller.id)
    const id = await this.createOnTier(
      { userId: caller.id, workspaceId, name: body.name, subdomain: subdomain!, siteType: 'Free' },
      initialContent(body),
    )
    return this.view((await this.sites.findById(id))!)
  }

  /** Takes a pool of the tier, the record, the subdomain and the content, in one transaction. */
  private createOnTier(
    site: Pick<Site, 'userId' | 'workspaceId' | 'name' | 'subdomain' | 'siteType'> & {
      checkoutId?: string
    },
    content: Partial<SiteContent>,
  ): Promise<string> {
    return this.sites.transaction(async (db) => {
      const siteServerId = await this.registry.assign(db, site.siteType)
      const created = await this.sites.insert(db, { ...site, siteServerId })
      await this.subdomains.takeForSite(db, created.subdomain, site.userId, created.id)
      const { state } = await this.content.call(siteServerId, (c) =>
        c.createSite({ hosting: this.hosting(created, []), content }),
      )
      await this.sites.update(created.id, stateChanges(state), db)
      return created.id
    })
  }

  /** Before checkout takes payment: the paid site's rules, its subdomain, and room on its tier. */
  async checkNewSite(name: string, subdomain: string, siteType: SiteType): Promise<boolean> {
    checkSiteName(name)
    checkSubdomain(subdomain)
    if (await this.subdomains.taken(subdomain)) throw subdomainTaken()
    return this.registry.hasRoom(siteType)
  }

  /** A paid site for a checkout; asking again for the same checkout answers the same site. */
  async createPaid(request: {
    checkoutId: string
    userId: string
    name: string
    subdomain: string
    siteType: SiteType
  }): Promise<SiteView> {
    const existing = await this.sites.findByCheckout(request.checkoutId)
    if (existing) return this.view(existing)
    checkSiteName(request.name)
    checkSubdomain(request.subdomain)
    let id: string
    try {
      id = await this.createOnTier(
        { ...request, workspaceId: await this.workspaces.ensurePersonal(request.userId) },
        initialContent({ name: request.name } as CreateSiteBody),
      )
    } catch (error) {
      // Two deliveries of the same checkout raced: the other one made the site.
      const raced = await this.sites.findByCheckout(request.checkoutId)
      if (raced) return this.view(raced)
      throw error
    }
    return this.view((await this.sites.findById(id))!)
  }

  /** Disables or enables a site and tells its server; false when the site is gone. */
  async setDisabled(id: string, disabled: boolean): Promise<boolean> {
    const site = await this.sites.findById(id)
    if (!site) return false
    if (site.disabled !== disabled) {
      await this.sites.update(site.id, { disabled, updatedAt: new Date() })
      await this.pushHosting({ ...site, disabled })
      await this.announcer.announce(site.id)
    }
    return true
  }

  /**
   * Deletes a site whose subscription ended, with its assets and custom data (no one is there
   * to delete them first); deleting a deleted site does nothing.
   */
  async deletePaid(id: string): Promise<void> {
    const site = await this.sites.findById(id)
    if (!site) return
    await this.content.call(site.siteServerId, (c) => c.deleteSite({ siteId: site.id }))
    await this.customData.deleteSiteData(site.id)
    await this.assets.deleteSiteAssets(site.id)
    await this.sites.delete(site.id)
    await this.announcer.announce(site.id)
  }

  /** The site with its latest version's content (the draft when there is one). */
  /**
   * A site for its preview (platform.md section 2, Preview is public): to a visitor who is not
   * its owner, the draft of a site whose preview is enabled, else the live version of a
   * published site, without its history, editor state or update key; otherwise Not found.
   */
  async preview(canRead: boolean, id: string): Promise<SiteContentView> {
    const site = await this.sites.findById(id)
    if (!site) throw siteNotFound()
    if (canRead) return this.get(id)
    if (site.disabled || (site.previewId === null && !site.published)) throw siteNotFound()
    let versionId = 0
    if (site.previewId === null) {
      const { versions } = await this.content.call(site.siteServerId, (c) =>
        c.listVersions({ siteId: site.id }),
      )
      const live = versions.find((v) => v.published)
      if (!live) throw siteNotFound()
      versionId = live.id
    }
    const version = await this.content.call(site.siteServerId, (c) =>
      c.getVersion({ siteId: site.id, versionId }),
    )
    if (!version.found || !version.content) throw siteNotFound()
    const { editor: _editor, ...content } = version.content
    return withContent(await this.view(site), {
      versionId: version.versionId,
      updateKey: '',
      content: { ...content, history: '' },
    })
  }

  async get(id: string): Promise<SiteContentView> {
    const site = await this.siteOf(id)
    const version = await this.content.call(site.siteServerId, (c) =>
      c.getVersion({ siteId: site.id, versionId: 0 }),
    )
    if (!version.found) throw siteNotFound()
    return withContent(await this.view(site), version)
  }

  async update(
    caller: AuthUser,
    id: string,
    body: UpdateSiteBody,
  ): Promise<SiteView & { update_key?: string; version_id?: number }> {
    const site = await this.siteOf(id)
    const changes: SiteChanges = {}
    if (body.name !== undefined && body.name !== site.name) {
      checkSiteName(body.name)
      changes.name = body.name
    }
    if (body.subdomain !== undefined && body.subdomain !== site.subdomain) {
      checkSubdomain(body.subdomain)
      changes.subdomain = body.subdomain
    }
    const previewOn = site.previewId !== null
    if (body.enable_preview !== undefined && body.enable_preview !== previewOn) {
      changes.previewId = body.enable_preview ? randomId(16) : null
    }
    const parts: Partial<SiteContent> = pickContentParts(body)
    if (changes.name !== undefined) parts.name = changes.name
    if (Object.keys(changes).length === 0 && !hasParts(parts)) throw noUpdates()
    // Whole parts replace what they hold: the builder's power, beyond the settings the route needs.
    if (hasParts(pickContentParts(body))) await this.access.require(caller, 'site:design', site.id)

    let saved: { updateKey: string; versionId: number } | undefined
    await this.sites.transaction(async (db) => {
      if (changes.subdomain !== undefined) {
        await this.subdomains.releaseForSite(db, site.subdomain, site.id)
        await this.subdomains.takeForSite(db, changes.subdomain, site.userId, site.id)
      }
      await this.sites.update(site.id, { ...changes, updatedAt: new Date() }, db)
      if (hasParts(parts)) {
        const result = await this.content.call(site.siteServerId, (c) =>
          c.updateContent({
            siteId: site.id,
            content: parts,
            updateKey: body.update_key ?? '',
            force: body.update_key === undefined,
            authorId: caller.id,
          }),
        )
        saved = result
        await this.sites.update(
          site.id,
          {
            updatedAt: new Date(result.updatedAt),
            contentUpdatedAt: new Date(result.contentUpdatedAt),
            contentUpdatedBy: caller.id,
          },
          db,
        )
      }
      if (changes.subdomain !== undefined || changes.previewId !== undefined) {
        await this.pushHosting({ ...site, ...changes } as Site)
      }
    })
    const view = await this.view((await this.sites.findById(site.id))!)
    return saved ? { ...view, update_key: saved.updateKey, version_id: saved.versionId } : view
  }

  async delete(id: string): Promise<void> {
    const site = await this.siteOf(id)
    if ((await this.assets.countSiteAssets(site.id)) > 0) {
      throw errors.SiteHasAssets()
    }
    // Content and custom data go first: a record without them is retried (each removal is
    // idempotent), while content without a record would still be served.
    await this.content.call(site.siteServerId, (c) => c.deleteSite({ siteId: site.id }))
    await this.customData.deleteSiteData(site.id)
    await this.sites.delete(site.id)
    await this.announcer.announce(site.id)
  }

  /** Tells the site's server how it is reached now. */
  async pushHosting(site: Site): Promise<void> {
    const domains = await this.sites.domainsOf([site.id])
    const verified = domains.filter((d) => d.verified).map((d) => d.domain)
    await this.content.call(site.siteServerId, (c) =>
      c.putSiteHosting({ hosting: this.hosting(site, verified) }),
    )
  }

  hosting(site: Site, verifiedDomains: string[]): MessageInitShape<typeof SiteHostingSchema> {
    const limits = allowances(site.siteType)
    return {
      siteId: site.id,
      userId: site.userId,
      siteType: site.siteType,
      subdomain: site.subdomain,
      customDomains: verifiedDomains,
      disabled: site.disabled,
      previewId: site.previewId ?? '',
      pagesLimit: BigInt(limits.pagesBytes),
      historyLimit: BigInt(limits.historyBytes),
    }
  }

  /** The base domain sites are served under, for rules about custom domains. */
  get baseDomain(): string {
    return this.config.SITES_BASE_DOMAIN
  }
}

/** A new site's content: what the body carries, over an empty site of that name. */
function initialContent(body: CreateSiteBody): Partial<SiteContent> {
  const stored = {
    ...serializeSite(createSite(body.name, { pageContent: true })),
    ...pickContentParts(body),
    name: body.name,
  }
  readSite(stored)
  return stored
}
