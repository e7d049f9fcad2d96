import { makeAutoObservable, runInAction } from 'mobx'
import type { SitesApi, SiteView } from '../api/sites-api'
import { toDisplayError, type DisplayError } from '../i18n/error-message'

/** The sites dashboard: the user's sites, and publishing them. */
export class SitesStore {
  sites: SiteView[] = []
  assetAllowance = 0
  status: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle'
  error: DisplayError | undefined = undefined
  /** Sites with a publish or unpublish under way. */
  pending = new Set<string>()
  /** The last failed action on a site, by site id. */
  actionErrors = new Map<string, DisplayError>()

  /** The workspace whose sites these are; undefined for the caller's personal one. */
  workspaceId: string | undefined = undefined

  constructor(readonly api: SitesApi) {
    makeAutoObservable(this, { api: false })
  }

  async load(workspaceId: string | undefined = this.workspaceId): Promise<void> {
    if (workspaceId !== this.workspaceId) {
      this.workspaceId = workspaceId
      this.sites = []
      this.status = 'loading'
    }
    this.status = this.status === 'loaded' ? 'loaded' : 'loading'
    try {
      const { results, asset_allowance } = await this.api.list(workspaceId)
      if (workspaceId !== this.workspaceId) return
      runInAction(() => {
        this.sites = [...results].sort((a, b) => b.updated_at.getTime() - a.updated_at.getTime())
        this.assetAllowance = asset_allowance
        this.status = 'loaded'
        this.error = undefined
      })
    } catch (error) {
      runInAction(() => {
        this.status = 'failed'
        this.error = toDisplayError(error)
      })
    }
  }

  find(id: string | null | undefined): SiteView | undefined {
    return id ? this.sites.find((site) => site.id === id) : undefined
  }

  /** A site that changed (created, renamed, published…) replaces the old one, or comes first. */
  put(site: SiteView): void {
    const index = this.sites.findIndex((s) => s.id === site.id)
    if (index < 0) this.sites.unshift(site)
    else this.sites[index] = site
  }

  remove(id: string): void {
    this.sites = this.sites.filter((site) => site.id !== id)
  }

  async setPublished(id: string, publish: boolean): Promise<void> {
    if (this.pending.has(id)) return
    this.pending.add(id)
    this.actionErrors.delete(id)
    try {
      const site = await this.api.publish(id, publish)
      runInAction(() => this.put(site))
    } catch (error) {
      runInAction(() => this.actionErrors.set(id, toDisplayError(error)))
    } finally {
      runInAction(() => this.pending.delete(id))
    }
  }
}
