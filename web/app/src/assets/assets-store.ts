import { makeAutoObservable, reaction, runInAction } from 'mobx'
import { PLAN_FEATURES, type SiteType } from '@tessera/site-format/plans'
import type { AssetQuery, AssetSort, AssetsApi, AssetView } from '../api/assets-api'
import type { SitesApi, SiteView } from '../api/sites-api'
import { toDisplayError, type DisplayError } from '../i18n/error-message'
import { AssetUpload, checkUpload, fileContentType } from './asset-upload'
import type { FileUploader } from './upload-file'
import { defaultUploader } from './upload-asset'

export const PAGE_SIZES = [25, 50, 100] as const
export const SEARCH_DEBOUNCE_MS = 500
/**
 * The builder's asset picker lists assets only after this delay, so the site it opens loads
 * first (platform.md section 9, editor.md section 4). The asset manager, where the list is the
 * whole page, lists at once.
 */
export const PICKER_LIST_DELAY_MS = 2000

/** The asset manager: the list with its filters, uploads, replace and delete. */
export class AssetsStore {
  assets: AssetView[] = []
  total = 0
  totalUsage = 0
  assetAllowance = 0
  sites: SiteView[] = []
  status: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle'

  /** What the search box shows; `search` follows it 500 ms after the last key. */
  searchInput = ''
  search = ''
  siteFilter = ''
  contentType = ''
  sort: AssetSort = 'created_at.desc'
  page = 1
  pageSize: number = PAGE_SIZES[0]

  /** Where new uploads go: a site id, 'identity', or (admins) 'template'. */
  uploadSite = ''
  uploads: AssetUpload[] = []
  /** Files refused before sending, each with the rule it broke (named, so a list reads right). */
  refused: Array<{ name: string; error: DisplayError }> = []
  actionError: DisplayError | undefined = undefined

  private searchTimer: ReturnType<typeof setTimeout> | undefined
  private disposers: Array<() => void> = []
  private loadId = 0

  constructor(
    private readonly api: AssetsApi,
    private readonly sitesApi: SitesApi,
    readonly isAdmin: () => boolean,
    private readonly uploader: FileUploader = defaultUploader(),
  ) {
    makeAutoObservable<
      AssetsStore,
      'api' | 'sitesApi' | 'uploader' | 'searchTimer' | 'disposers' | 'loadId'
    >(this, {
      api: false,
      sitesApi: false,
      isAdmin: false,
      uploader: false,
      searchTimer: false,
      disposers: false,
      loadId: false,
    })
  }

  /**
   * Loads the sites (for filters and the allowance) and the list, the list after `listDelayMs`
   * if given; reloads when a filter changes.
   */
  start({ listDelayMs = 0 }: { listDelayMs?: number } = {}): () => void {
    void this.loadSites()
    const listen = () =>
      this.disposers.push(
        reaction(
          () => this.query,
          () => void this.load(),
          { fireImmediately: true },
        ),
      )
    if (listDelayMs > 0) {
      const timer = setTimeout(listen, listDelayMs)
      this.disposers.push(() => clearTimeout(timer))
    } else listen()
    return () => {
      this.disposers.forEach((dispose) => dispose())
      this.disposers = []
      clearTimeout(this.searchTimer)
    }
  }

  get query(): AssetQuery {
    return {
      search: this.search || undefined,
      site_id: this.siteFilter || undefined,
      content_type: this.contentType || undefined,
      sort: this.sort,
      page: this.page,
      pageSize: this.pageSize,
    }
  }

  /** A search or filter narrows the list (an empty list then means nothing matched). */
  get filtered(): boolean {
    return Boolean(this.search || this.siteFilter || this.contentType)
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / this.pageSize))
  }

  /** The sites an asset can belong to: the user's sites, their identity site, and for admins templates. */
  get siteChoices(): Array<{ id: string; name?: string; kind: 'site' | 'identity' | 'template' }> {
    return [
      ...this.sites.map((site) => ({ id: site.id, name: site.name, kind: 'site' as const })),
      { id: 'identity', kind: 'identity' as const },
      ...(this.isAdmin() ? [{ id: 'template', kind: 'template' as const }] : []),
    ]
  }

  /**
   * What the usage line measures against, from the plan table every screen reads: the filtered
   * site's plan (the identity site counts as Free), or with no site filter every site together
   * (the listing's asset_allowance, the same table summed). Templates have no allowance.
   */
  get usageAllowance(): { bytes: number; plan?: SiteType } | undefined {
    if (!this.siteFilter) return this.assetAllowance ? { bytes: this.assetAllowance } : undefined
    if (this.siteFilter === 'template') return undefined
    const plan =
      this.siteFilter === 'identity'
        ? 'Free'
        : this.sites.find((site) => site.id === this.siteFilter)?.site_type
    return plan ? { bytes: PLAN_FEATURES[plan].assetBytes, plan } : undefined
  }

  siteName(siteId: string): string | undefined {
    return this.sites.find((site) => site.id === siteId)?.name
  }

  setSearchInput(value: string): void {
    this.searchInput = value
    clearTimeout(this.searchTimer)
    this.searchTimer = setTimeout(() => this.applySearch(), SEARCH_DEBOUNCE_MS)
  }

  applySearch(): void {
    this.search = this.searchInput.trim()
    this.page = 1
  }

  setSiteFilter(siteId: string): void {
    this.siteFilter = siteId
    this.page = 1
  }

  setContentType(type: string): void {
    this.contentType = type
    this.page = 1
  }

  setSort(sort: AssetSort): void {
    this.sort = sort
  }

  setPage(page: number): void {
    this.page = Math.min(Math.max(1, page), this.pageCount)
  }

  setPageSize(size: number): void {
    this.pageSize = size
    this.page = 1
  }

  setUploadSite(siteId: string): void {
    this.uploadSite = siteId
    this.refused = []
  }

  async loadSites(): Promise<void> {
    try {
      const { results, asset_allowance } = await this.sitesApi.list()
      runInAction(() => {
        this.sites = results
        this.assetAllowance = asset_allowance
        if (!this.uploadSite) this.uploadSite = results[0]?.id ?? 'identity'
      })
    } catch (error) {
      // The list still works without site names; the failure is only logged.
      console.warn('Listing sites for assets failed', error)
      runInAction(() => (this.uploadSite ||= 'identity'))
    }
  }

  /** A failed listing is logged and shows as empty (platform.md section 8). */
  async load(): Promise<void> {
    const id = ++this.loadId
    this.status = 'loading'
    try {
      const { results, total, total_usage } = await this.api.list(this.query)
      if (id !== this.loadId) return
      runInAction(() => {
        this.assets = results
        this.total = total
        this.totalUsage = total_usage
        this.status = 'loaded'
      })
    } catch (error) {
      console.warn('Listing assets failed', error)
      if (id !== this.loadId) return
      runInAction(() => {
        this.assets = []
        this.status = 'failed'
      })
    }
  }

  /** Uploads each file to the chosen site; files that break a rule are refused before sending. */
  async upload(files: readonly File[]): Promise<void> {
    this.refused = []
    for (const file of files) {
      const error = checkUpload(file, this.uploadSite || undefined, file.name)
      if (error) {
        this.refused.push({ name: file.name, error: { key: error.key, params: error.params } })
        continue
      }
      const task = new AssetUpload(file, file.name)
      this.uploads.unshift(task)
      const siteId = this.uploadSite
      const done = await task.run(this.api, this.uploader, () =>
        this.api.create({
          name: file.name,
          content_type: fileContentType(file),
          content_size: file.size,
          site_id: siteId,
        }),
      )
      if (done) await this.load()
    }
  }

  async replace(asset: AssetView, file: File): Promise<void> {
    this.refused = []
    const error = checkUpload(file, asset.site_id, asset.name)
    if (error) {
      this.refused = [{ name: file.name, error: { key: error.key, params: error.params } }]
      return
    }
    const task = new AssetUpload(file, asset.name)
    this.uploads.unshift(task)
    const done = await task.run(this.api, this.uploader, () =>
      this.api.replace(asset.id, {
        name: asset.name,
        content_type: fileContentType(file),
        content_size: file.size,
      }),
    )
    if (done) await this.load()
  }

  async remove(asset: AssetView): Promise<boolean> {
    this.actionError = undefined
    try {
      await this.api.delete(asset.id)
      await this.load()
      return true
    } catch (error) {
      runInAction(() => (this.actionError = toDisplayError(error)))
      return false
    }
  }

  dismissUpload(task: AssetUpload): void {
    this.uploads = this.uploads.filter((t) => t !== task)
  }
}

/** Names longer than this get a tooltip with the whole name. */
export const NAME_TOOLTIP_AFTER = 9

export function needsNameTooltip(name: string): boolean {
  return [...name].length > NAME_TOOLTIP_AFTER
}
