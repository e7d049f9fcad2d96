import { makeAutoObservable, runInAction } from 'mobx'
import type { AgentGrantView, AgentsApi } from '../api/agents-api'
import { toDisplayError, type DisplayError } from '../i18n/error-message'
import type { PickableSite } from './agent-sites'

/** Settings, connected agents: the grants the person gave, and revoking one. */
export class AgentGrantsStore {
  grants: AgentGrantView[] = []
  siteNames = new Map<string, string>()
  loading = true
  error: DisplayError | undefined = undefined
  /** The grant whose revocation waits for confirmation. */
  confirming: string | undefined = undefined
  revoking: string | undefined = undefined

  constructor(
    private readonly api: AgentsApi,
    private readonly loadSites: () => Promise<PickableSite[]>,
  ) {
    makeAutoObservable<AgentGrantsStore, 'api' | 'loadSites'>(this, {
      api: false,
      loadSites: false,
    })
  }

  async load(): Promise<void> {
    try {
      const [{ grants }, sites] = await Promise.all([
        this.api.listGrants(),
        // Without site names the list still shows; each site then reads as unknown.
        this.loadSites().catch(() => []),
      ])
      runInAction(() => {
        this.grants = grants
        this.siteNames = new Map(sites.map((s) => [s.id, s.name]))
      })
    } catch (error) {
      runInAction(() => (this.error = toDisplayError(error)))
    } finally {
      runInAction(() => (this.loading = false))
    }
  }

  ask(id: string | undefined): void {
    this.confirming = id
  }

  async revoke(id: string): Promise<void> {
    this.revoking = id
    this.error = undefined
    try {
      const { grants } = await this.api.revokeGrant(id)
      runInAction(() => {
        this.grants = grants
        this.confirming = undefined
      })
    } catch (error) {
      runInAction(() => (this.error = toDisplayError(error)))
    } finally {
      runInAction(() => (this.revoking = undefined))
    }
  }
}
