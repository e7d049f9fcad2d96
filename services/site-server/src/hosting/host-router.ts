import { Inject, Injectable } from '@nestjs/common'
import { CONFIG } from '@tessera/kit'
import type { SiteServerConfig } from '../config.js'
import { HostingInvalidation } from './hosting-invalidation.js'
import { HostingRepository } from './hosting.repository.js'
import { isOwnHost, subdomainOf } from './hosts.js'

/** A site as serving sees it; the stamps change whenever what visitors would see changes. */
export interface HostedSite {
  siteId: string
  published: boolean
  disabled: boolean
  previewId: string | null
  liveVersion: number
  draftVersion: number | null
  /** content_updated_at of the live and draft versions, and hosting_updated_at, in ms. */
  liveStamp: number
  draftStamp: number
  hostingStamp: number
  /** Changes when an asset the site may use serves other bytes (pages name its new address). */
  assetsStamp: string
  /** Where visitors find the site: its first verified domain, else its subdomain. */
  siteUrl: string
}

interface Cached<T> {
  value: T
  expires: number
}

const MAX_HOSTS = 50_000

/**
 * Finds the site for a Host, keeping what it found in memory until the site changes (any replica
 * says so over pub/sub) or HOSTING_CACHE_SECONDS pass. Unknown hosts are remembered too.
 */
@Injectable()
export class HostRouter {
  private readonly hosts = new Map<string, Cached<string | null>>()
  private readonly sites = new Map<string, Cached<HostedSite | null>>()
  private readonly own: ReadonlySet<string>
  private readonly ttlMs: number
  private generation = 0
  /** Asset changes heard: for every site (identity and template assets), and per site. */
  private assetsEpoch = 0
  private readonly assetChanges = new Map<string, number>()

  constructor(
    private readonly hosting: HostingRepository,
    invalidation: HostingInvalidation,
    @Inject(CONFIG) private readonly config: SiteServerConfig,
  ) {
    this.ttlMs = config.HOSTING_CACHE_SECONDS * 1000
    this.own = new Set([
      config.SITES_BASE_DOMAIN,
      new URL(config.SITE_SERVER_ADDRESS).hostname,
      'localhost',
      ...config.OWN_HOSTS,
    ])
    invalidation.onSiteChanged((siteId) => this.forget(siteId))
    invalidation.onAssetsChanged((siteId) => this.assetsChanged(siteId))
  }

  /** A site's pages are rendered again, with its assets' current addresses. */
  assetsChanged(siteId: string): void {
    if (siteId === '*' || this.assetChanges.size >= MAX_HOSTS) {
      this.assetsEpoch++
      this.assetChanges.clear()
    } else {
      this.assetChanges.set(siteId, (this.assetChanges.get(siteId) ?? 0) + 1)
    }
    this.forget(siteId)
  }

  isOwnHost(hostname: string): boolean {
    return isOwnHost(hostname, this.own)
  }

  /** What is known without waiting: a site, null for no site, undefined when not cached. */
  cached(host: string): HostedSite | null | undefined {
    const now = Date.now()
    const entry = this.hosts.get(host)
    if (!entry || entry.expires < now) return undefined
    if (entry.value === null) return null
    const site = this.sites.get(entry.value)
    if (!site || site.expires < now) return undefined
    return site.value
  }

  async resolve(host: string, hostname: string): Promise<HostedSite | null> {
    const known = this.cached(host)
    if (known !== undefined) return known
    // A change announced while this lookup runs makes its answer too old to keep.
    const generation = this.generation
    const siteId =
      (await this.hosting.siteIdFor(
        subdomainOf(hostname, this.config.SITES_BASE_DOMAIN),
        host,
        hostname,
      )) ?? null
    if (siteId === null) {
      this.remember(generation, () => this.hosts.set(host, { value: null, expires: this.expiry() }))
      return null
    }
    const site = await this.load(siteId)
    this.remember(generation, () => {
      this.hosts.set(host, { value: siteId, expires: this.expiry() })
      this.sites.set(siteId, { value: site, expires: this.expiry() })
    })
    return site
  }

  private expiry(): number {
    return Date.now() + this.ttlMs
  }

  private remember(generation: number, store: () => void): void {
    if (generation !== this.generation) return
    if (this.hosts.size >= MAX_HOSTS) this.hosts.clear()
    store()
  }

  private async load(siteId: string): Promise<HostedSite | null> {
    const row = await this.hosting.hosting(siteId)
    if (!row) return null
    const c = this.config
    const domain = row.domains?.[0]
    const port = c.SITES_PUBLIC_PORT ? `:${c.SITES_PUBLIC_PORT}` : ''
    return {
      siteId: row.site_id,
      published: row.published,
      disabled: row.disabled,
      previewId: row.preview_id,
      liveVersion: row.live_version,
      draftVersion: row.draft_version,
      liveStamp: row.live_stamp?.getTime() ?? 0,
      draftStamp: row.draft_stamp?.getTime() ?? 0,
      hostingStamp: row.hosting_updated_at.getTime(),
      assetsStamp: `${this.assetsEpoch}.${this.assetChanges.get(row.site_id) ?? 0}`,
      siteUrl: domain
        ? `${c.SITES_PUBLIC_SCHEME}://${domain}`
        : `${c.SITES_PUBLIC_SCHEME}://${row.subdomain}.${c.SITES_BASE_DOMAIN}${port}`,
    }
  }

  /** A changed site is looked up afresh, and so is every unknown host (it may be the site's now). */
  forget(siteId: string): void {
    this.generation++
    if (siteId === '*') {
      this.hosts.clear()
      this.sites.clear()
      return
    }
    this.sites.delete(siteId)
    for (const [host, entry] of this.hosts) {
      if (entry.value === siteId || entry.value === null) this.hosts.delete(host)
    }
  }
}
