import { makeAutoObservable, runInAction } from 'mobx'
import type { ApiAnswer } from '../api-contract'
import type { HostApi } from '../host'
import { isHostApiError } from '../host'

export type AgentCall = ApiAnswer<'GET /api/sites/{id}/agent_activity'>['results'][number]
type AgentGrant = ApiAnswer<'GET /api/auth/agent-grants'>['grants'][number]

/** Calls read per page. */
const PAGE = 50

/**
 * The History menu's Agent activity: what agents (MCP clients) did on the site, newest first
 * (the MCP service's audit rows), and a way to cut off an agent the person connected to it.
 */
export class AgentActivityStore {
  calls: AgentCall[] = []
  status: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle'
  hasMore = false
  /** The person's own connections that reach this site, by client id. */
  grants = new Map<string, AgentGrant>()
  /** The client whose revoke waits for the person's confirmation, or is under way. */
  confirming: string | undefined = undefined
  revoking = false
  /** What just happened or went wrong, for the live region. */
  notice: { key: string; values?: Record<string, string> } | undefined = undefined

  constructor(
    private readonly api: HostApi,
    private readonly siteId: string,
  ) {
    makeAutoObservable<AgentActivityStore, 'api' | 'siteId'>(this, { api: false, siteId: false })
  }

  /** The first page (or with `more` the next one), and the person's connections. */
  async load(more = false): Promise<void> {
    this.status = 'loading'
    const before = more ? this.calls.at(-1)?.id : undefined
    try {
      const [page, own] = await Promise.all([
        this.api.request<ApiAnswer<'GET /api/sites/{id}/agent_activity'>>(
          'GET',
          `sites/${encodeURIComponent(this.siteId)}/agent_activity`,
          { query: { limit: PAGE, before } },
        ),
        this.api.request<ApiAnswer<'GET /api/auth/agent-grants'>>('GET', 'auth/agent-grants'),
      ])
      runInAction(() => {
        this.calls = more ? [...this.calls, ...page.results] : page.results
        this.hasMore = page.results.length === PAGE
        this.grants = new Map(
          own.grants
            .filter((grant) => grant.site_ids.includes(this.siteId))
            .map((grant) => [grant.client_id, grant]),
        )
        this.status = 'loaded'
      })
    } catch {
      runInAction(() => (this.status = 'failed'))
    }
  }

  /** Whether the person connected this client to the site themselves (and so may revoke it). */
  canRevoke(clientId: string): boolean {
    return this.grants.has(clientId)
  }

  askRevoke(clientId: string): void {
    this.confirming = clientId
  }

  cancelRevoke(): void {
    this.confirming = undefined
  }

  /** Ends the agent's access at once: its tokens stop working on every site. */
  async revoke(clientId: string): Promise<void> {
    const grant = this.grants.get(clientId)
    if (!grant || this.revoking) return
    this.revoking = true
    try {
      await this.api.request('DELETE', `auth/agent-grants/${encodeURIComponent(grant.id)}`)
      runInAction(() => {
        this.grants.delete(clientId)
        this.notice = { key: 'builder.agents.revoked', values: { name: grant.client_name } }
      })
    } catch (error) {
      runInAction(() => {
        this.notice = {
          key: 'builder.agents.revokeFailed',
          values: { reason: isHostApiError(error) ? error.message : '' },
        }
      })
    } finally {
      runInAction(() => {
        this.revoking = false
        this.confirming = undefined
      })
    }
  }
}
