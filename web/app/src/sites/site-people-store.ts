import { makeAutoObservable, runInAction } from 'mobx'
import type { MemberView, WorkspaceRole, WorkspacesApi } from '../api/workspaces-api'
import { toDisplayError, type DisplayError } from '../i18n/error-message'

/**
 * The people of a site's workspace and the role each has on this one site: their workspace role,
 * unless the site gives them one of its own (the sites service's site roles).
 */
export class SitePeopleStore {
  members: MemberView[] | undefined = undefined
  /** The site's own role for a member, by user id. */
  overrides = new Map<string, WorkspaceRole>()
  error: DisplayError | undefined = undefined
  /** Members whose site role is being saved. */
  pending = new Set<string>()
  actionError: DisplayError | undefined = undefined
  /** The member whose site role was saved last, for the status line. */
  savedFor: string | undefined = undefined

  constructor(
    private readonly api: WorkspacesApi,
    private readonly site: { id: string; workspace_id: string },
  ) {
    makeAutoObservable<SitePeopleStore, 'api' | 'site'>(this, { api: false, site: false })
  }

  async load(): Promise<void> {
    this.error = undefined
    try {
      const [members, roles] = await Promise.all([
        this.api.members(this.site.workspace_id),
        this.api.siteRoles(this.site.id),
      ])
      runInAction(() => {
        this.members = members.results
        this.overrides = new Map(roles.results.map((r) => [r.user_id, r.role]))
      })
    } catch (error) {
      runInAction(() => (this.error = toDisplayError(error)))
    }
  }

  /** The role a member has on this site. */
  roleOn(member: MemberView): WorkspaceRole {
    return this.overrides.get(member.user_id) ?? member.role
  }

  /** Gives a member a role of their own on this site; null gives them their workspace's again. */
  async setRole(userId: string, role: WorkspaceRole | null): Promise<void> {
    this.pending.add(userId)
    this.actionError = undefined
    this.savedFor = undefined
    try {
      await this.api.setSiteRole(this.site.id, userId, role)
      runInAction(() => {
        if (role === null) this.overrides.delete(userId)
        else this.overrides.set(userId, role)
        this.savedFor = userId
      })
    } catch (error) {
      runInAction(() => (this.actionError = toDisplayError(error)))
    } finally {
      runInAction(() => this.pending.delete(userId))
    }
  }
}
