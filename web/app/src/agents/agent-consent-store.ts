import { makeAutoObservable, runInAction } from 'mobx'
import type { AgentRequestView, AgentScope, AgentsApi } from '../api/agents-api'
import { toDisplayError, type DisplayError } from '../i18n/error-message'
import { orderScopes } from './agent-scopes'
import type { PickableSite } from './agent-sites'

/** How the screen leaves the app for the agent's own address. */
export const browserExit = {
  leave(url: string): void {
    window.location.assign(url)
  },
}

/**
 * The consent screen: what the agent asks for, the person's sites and their picks, and the
 * answer, after which the browser goes back to the agent.
 */
export class AgentConsentStore {
  request: AgentRequestView | undefined = undefined
  sites: PickableSite[] = []
  pickedSites = new Set<string>()
  pickedScopes = new Set<AgentScope>()
  loading = true
  /** The request could not be read (expired, already answered). */
  loadError: DisplayError | undefined = undefined
  error: DisplayError | undefined = undefined
  answering: 'allow' | 'deny' | undefined = undefined
  /** Set once answered: the browser is on its way back to the agent. */
  leaving = false

  constructor(
    private readonly api: AgentsApi,
    private readonly loadSites: () => Promise<PickableSite[]>,
    readonly requestId: string,
  ) {
    makeAutoObservable<AgentConsentStore, 'api' | 'loadSites'>(this, {
      api: false,
      loadSites: false,
    })
  }

  get scopes(): AgentScope[] {
    return orderScopes(this.request?.scopes ?? [])
  }

  get canAllow(): boolean {
    return this.pickedSites.size > 0 && this.pickedScopes.size > 0 && !this.answering
  }

  async load(): Promise<void> {
    try {
      const [request, sites] = await Promise.all([
        this.api.describeRequest(this.requestId),
        this.loadSites(),
      ])
      runInAction(() => {
        this.request = request
        this.sites = sites
        this.pickedScopes = new Set(request.scopes)
        // One site is an easy pick; with more, the person chooses.
        if (sites.length === 1) this.pickedSites = new Set([sites[0]!.id])
      })
    } catch (error) {
      runInAction(() => (this.loadError = toDisplayError(error)))
    } finally {
      runInAction(() => (this.loading = false))
    }
  }

  toggleSite(id: string): void {
    const next = new Set(this.pickedSites)
    if (!next.delete(id)) next.add(id)
    this.pickedSites = next
  }

  toggleScope(scope: AgentScope): void {
    const next = new Set(this.pickedScopes)
    if (!next.delete(scope)) next.add(scope)
    this.pickedScopes = next
  }

  allow(): Promise<void> {
    return this.answer('allow')
  }

  deny(): Promise<void> {
    return this.answer('deny')
  }

  private async answer(kind: 'allow' | 'deny'): Promise<void> {
    if (this.answering || (kind === 'allow' && !this.canAllow)) return
    this.answering = kind
    this.error = undefined
    try {
      const { redirect_url } = await this.api.decide(
        this.requestId,
        kind === 'allow'
          ? {
              allow: true,
              sites: [...this.pickedSites],
              scopes: orderScopes([...this.pickedScopes]),
            }
          : { allow: false },
      )
      runInAction(() => (this.leaving = true))
      browserExit.leave(redirect_url)
    } catch (error) {
      runInAction(() => (this.error = toDisplayError(error)))
    } finally {
      runInAction(() => (this.answering = undefined))
    }
  }
}
