import { makeAutoObservable, runInAction } from 'mobx'
import type { ApiSchemas } from '../api-contract'
import type { HostApi } from '../host'
import { siteServerPath } from '../site/site-api'

export type PresenceView = ApiSchemas['PresenceView']
export type PresentMember = PresenceView['others'][number]

/** Never faster than this, whatever the server asks. */
export const MIN_HEARTBEAT_MS = 10_000

/**
 * The other members who have this site open: a heartbeat through the site's server when the
 * builder opens and then every `heartbeat_seconds` (at least 10 s) while the tab is visible;
 * closing says goodbye so the others see it at their next heartbeat.
 */
export class PresenceStore {
  others: PresentMember[] = []
  private timer: ReturnType<typeof setTimeout> | undefined
  private stopped = false

  constructor(
    private readonly api: HostApi,
    private readonly site: { id: string; site_server: { address: string } },
    private readonly hidden: () => boolean = () =>
      typeof document !== 'undefined' && document.visibilityState === 'hidden',
    /** The page the builder shows, told with each heartbeat. */
    private readonly page: () => string | undefined = () => undefined,
  ) {
    makeAutoObservable<PresenceStore, 'api' | 'site' | 'timer' | 'stopped' | 'hidden' | 'page'>(
      this,
      { api: false, site: false, timer: false, stopped: false, hidden: false, page: false },
    )
  }

  /** The others with design roles who have `route` open too (they may change what you change). */
  designersOn(route: string): PresentMember[] {
    return this.others.filter(
      (other) =>
        other.page === route &&
        (other.role === 'Owner' || other.role === 'Admin' || other.role === 'Designer'),
    )
  }

  private get path() {
    return siteServerPath(this.site, `sites/${encodeURIComponent(this.site.id)}/presence`)
  }

  start(): void {
    void this.beat()
  }

  /** One heartbeat, then the next one scheduled; a failed one keeps the last answer. */
  async beat(): Promise<void> {
    if (this.stopped) return
    let wait = MIN_HEARTBEAT_MS
    if (!this.hidden()) {
      try {
        const page = this.page()
        const view = await this.api.request<PresenceView>('POST', this.path, {
          unauthorized: 'throw',
          ...(page === undefined ? {} : { body: { page } }),
        })
        runInAction(() => (this.others = view.others))
        wait = Math.max(MIN_HEARTBEAT_MS, view.heartbeat_seconds * 1000)
      } catch {
        // Presence is a courtesy: the next heartbeat tries again.
      }
    }
    if (!this.stopped) this.timer = setTimeout(() => void this.beat(), wait)
  }

  stop(): void {
    this.stopped = true
    clearTimeout(this.timer)
    void this.api
      .request('DELETE', this.path, { keepalive: true, unauthorized: 'throw' })
      .catch(() => undefined)
  }
}
