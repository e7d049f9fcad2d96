import { makeAutoObservable, runInAction } from 'mobx'
import {
  validateCustomDomain,
  validateSiteName,
  validateSubdomain,
} from '@tessera/site-format/validation'
import type { SitePower } from '@tessera/site-format/access'
import type { SiteView, UsageView } from '../api/sites-api'
import type { ActivityEntry } from './activity-labels'
import { FormState } from '../forms/form-state'
import { toDisplayError, type DisplayError } from '../i18n/error-message'
import { isServerSite, SITES_BASE_DOMAIN } from './site-address'
import { siteCan } from './site-powers'
import type { SitesStore } from './sites-store'

export type SettingsTab = 'info' | 'domains' | 'usage' | 'activity' | 'people'

/** The site settings modal: info, domains (server sites only) and usage tabs, and publishing. */
export class SiteSettingsStore {
  tab: SettingsTab
  name: string
  subdomain: string
  saved = false
  readonly info = new FormState<'name' | 'subdomain'>()
  domain = ''
  readonly domainForm = new FormState<'domain'>()
  /** Domains with a verify or remove under way, and the last failure of each. */
  domainPending = new Set<string>()
  domainErrors = new Map<string, DisplayError>()
  usage: UsageView | undefined = undefined
  usageError: DisplayError | undefined = undefined
  /** The site's saves, newest first, as far as loaded; the next page's cursor. */
  activity: ActivityEntry[] | undefined = undefined
  activityNext: string | null = null
  activityLoading = false
  activityError: DisplayError | undefined = undefined

  constructor(
    private readonly sites: SitesStore,
    private readonly siteId: string,
  ) {
    const site = sites.find(siteId)
    this.name = site?.name ?? ''
    this.subdomain = site?.subdomain ?? ''
    this.tab = this.tabs[0]!
    makeAutoObservable<SiteSettingsStore, 'sites' | 'siteId'>(this, { sites: false, siteId: false })
  }

  get site(): SiteView | undefined {
    return this.sites.find(this.siteId)
  }

  /** The tabs the caller's role can use: every role reads usage, activity and people. */
  get tabs(): SettingsTab[] {
    if (!isServerSite(this.siteId)) return ['info', 'usage']
    const site = this.site
    const can = (power: SitePower) => site !== undefined && siteCan(site, power)
    return [
      ...(can('site:settings') ? (['info'] as const) : []),
      ...(can('site:manage') ? (['domains'] as const) : []),
      'usage',
      'activity',
      'people',
    ]
  }

  setTab(tab: SettingsTab): void {
    this.tab = tab
    if (tab === 'usage' && !this.usage) void this.loadUsage()
    if (tab === 'activity' && !this.activity) void this.loadActivity()
  }

  /** The first page of the site's activity, or with `more` the next one. */
  async loadActivity(more = false): Promise<void> {
    const site = this.site
    if (!site || this.activityLoading) return
    this.activityLoading = true
    this.activityError = undefined
    try {
      const page = await this.sites.api.activity(site, more ? this.activityNext : null)
      runInAction(() => {
        this.activity = more ? [...(this.activity ?? []), ...page.results] : page.results
        this.activityNext = page.next_before
      })
    } catch (error) {
      runInAction(() => (this.activityError = toDisplayError(error)))
    } finally {
      runInAction(() => (this.activityLoading = false))
    }
  }

  private get infoRules() {
    return {
      name: () => validateSiteName(this.name.trim()),
      subdomain: () => validateSubdomain(this.subdomain.trim()),
    }
  }

  set(field: 'name' | 'subdomain', value: string): void {
    this[field] = value
    this.saved = false
    this.info.typed(this.infoRules, field)
  }

  blur(field: 'name' | 'subdomain'): void {
    this.info.touch(field)
    this.info.check(this.infoRules, field)
  }

  saveInfo(): Promise<boolean> {
    const site = this.site
    if (!site || !this.info.check(this.infoRules)) return Promise.resolve(false)
    const changes: { name?: string; subdomain?: string } = {}
    if (this.name.trim() !== site.name) changes.name = this.name.trim()
    if (this.subdomain.trim() !== site.subdomain) changes.subdomain = this.subdomain.trim()
    return this.info.run(async () => {
      const updated = await this.sites.api.update(site.id, changes)
      runInAction(() => {
        this.sites.put(updated)
        this.saved = true
      })
    })
  }

  togglePublished(): Promise<void> {
    const site = this.site
    return site ? this.sites.setPublished(site.id, !site.published) : Promise.resolve()
  }

  private get domainRules() {
    return { domain: () => validateCustomDomain(this.domain.trim(), SITES_BASE_DOMAIN) }
  }

  setDomain(_field: 'domain', value: string): void {
    this.domain = value
    this.domainForm.typed(this.domainRules, 'domain')
  }

  blurDomain(): void {
    this.domainForm.touch('domain')
    this.domainForm.check(this.domainRules, 'domain')
  }

  addDomain(): Promise<boolean> {
    const site = this.site
    if (!site || !this.domainForm.check(this.domainRules)) return Promise.resolve(false)
    return this.domainForm.run(async () => {
      const added = await this.sites.api.addDomain(site.id, this.domain.trim().toLowerCase())
      runInAction(() => {
        this.replaceDomains([
          ...site.custom_domains.filter((d) => d.domain !== added.domain),
          added,
        ])
        this.domain = ''
        this.domainForm.touched = {}
      })
    })
  }

  async verifyDomain(domain: string): Promise<void> {
    await this.domainAction(domain, async (siteId) => {
      const verified = await this.sites.api.verifyDomain(siteId, domain)
      runInAction(() =>
        this.replaceDomains(
          this.site!.custom_domains.map((d) => (d.domain === domain ? verified : d)),
        ),
      )
    })
  }

  async removeDomain(domain: string): Promise<void> {
    await this.domainAction(domain, async (siteId) => {
      await this.sites.api.removeDomain(siteId, domain)
      runInAction(() =>
        this.replaceDomains(this.site!.custom_domains.filter((d) => d.domain !== domain)),
      )
    })
  }

  async loadUsage(): Promise<void> {
    this.usageError = undefined
    try {
      const usage = await this.sites.api.usage(this.siteId)
      runInAction(() => (this.usage = usage))
    } catch (error) {
      runInAction(() => (this.usageError = toDisplayError(error)))
    }
  }

  private async domainAction(
    domain: string,
    action: (siteId: string) => Promise<void>,
  ): Promise<void> {
    const site = this.site
    if (!site || this.domainPending.has(domain)) return
    this.domainPending.add(domain)
    this.domainErrors.delete(domain)
    try {
      await action(site.id)
    } catch (error) {
      runInAction(() => this.domainErrors.set(domain, toDisplayError(error)))
    } finally {
      runInAction(() => this.domainPending.delete(domain))
    }
  }

  private replaceDomains(domains: SiteView['custom_domains']): void {
    const site = this.site
    if (site) this.sites.put({ ...site, custom_domains: domains })
  }
}
