import { roleHolds } from '@tessera/site-format/access'
import { makeAutoObservable, runInAction } from 'mobx'
import type {
  InvitationView,
  MemberView,
  WorkspaceRole,
  WorkspacesApi,
  WorkspaceView,
} from '../api/workspaces-api'
import { toDisplayError, type DisplayError } from '../i18n/error-message'

export const WORKSPACE_ROLES: readonly WorkspaceRole[] = [
  'Owner',
  'Admin',
  'Designer',
  'ContentEditor',
  'Viewer',
]

/** Roles that manage members and invitations (the server's `workspace:members`). */
export const managesMembers = (role: WorkspaceRole | undefined) =>
  roleHolds(role, 'workspace:members')

/** The caller's workspaces: the dashboard's switcher, and making a team. */
export class WorkspacesStore {
  workspaces: WorkspaceView[] = []
  status: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle'
  error: DisplayError | undefined = undefined
  creating = false

  constructor(readonly api: WorkspacesApi) {
    makeAutoObservable(this, { api: false })
  }

  async load(): Promise<void> {
    if (this.status !== 'loaded') this.status = 'loading'
    try {
      const { results } = await this.api.list()
      runInAction(() => {
        this.workspaces = results
        this.status = 'loaded'
      })
    } catch (error) {
      runInAction(() => {
        this.status = 'failed'
        this.error = toDisplayError(error)
      })
    }
  }

  find(id: string | null | undefined): WorkspaceView | undefined {
    return id ? this.workspaces.find((w) => w.id === id) : undefined
  }

  get personal(): WorkspaceView | undefined {
    return this.workspaces.find((w) => w.personal)
  }

  /** A new team workspace the caller owns; undefined when it failed (`error` says why). */
  async create(name: string): Promise<WorkspaceView | undefined> {
    this.creating = true
    this.error = undefined
    try {
      const created = await this.api.create(name.trim())
      runInAction(() => this.workspaces.push(created))
      return created
    } catch (error) {
      runInAction(() => (this.error = toDisplayError(error)))
      return undefined
    } finally {
      runInAction(() => (this.creating = false))
    }
  }
}

/** One workspace's people: members, open invitations, and what the caller may do to them. */
export class MembersStore {
  members: MemberView[] = []
  invitations: InvitationView[] = []
  status: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle'
  error: DisplayError | undefined = undefined
  /** The last action's failure (invite, role change, removal, leaving). */
  actionError: DisplayError | undefined = undefined
  busy = false
  /** Set once the caller has left: the page sends them back to their sites. */
  left = false

  constructor(
    readonly api: WorkspacesApi,
    readonly workspace: WorkspaceView,
  ) {
    makeAutoObservable(this, { api: false, workspace: false })
  }

  get manages(): boolean {
    return managesMembers(this.workspace.role)
  }

  async load(): Promise<void> {
    if (this.status !== 'loaded') this.status = 'loading'
    try {
      const [members, invitations] = await Promise.all([
        this.api.members(this.workspace.id),
        this.manages ? this.api.invitations(this.workspace.id) : { results: [] },
      ])
      runInAction(() => {
        this.members = members.results
        this.invitations = invitations.results
        this.status = 'loaded'
      })
    } catch (error) {
      runInAction(() => {
        this.status = 'failed'
        this.error = toDisplayError(error)
      })
    }
  }

  private async act(work: () => Promise<unknown>): Promise<boolean> {
    this.busy = true
    this.actionError = undefined
    try {
      await work()
      await this.load()
      return true
    } catch (error) {
      runInAction(() => (this.actionError = toDisplayError(error)))
      return false
    } finally {
      runInAction(() => (this.busy = false))
    }
  }

  invite(email: string, role: WorkspaceRole, locale: 'en' | 'zh-tw'): Promise<boolean> {
    return this.act(() => this.api.invite(this.workspace.id, { email: email.trim(), role, locale }))
  }

  resend(invitationId: string): Promise<boolean> {
    return this.act(() => this.api.resend(this.workspace.id, invitationId))
  }

  revoke(invitationId: string): Promise<boolean> {
    return this.act(() => this.api.revoke(this.workspace.id, invitationId))
  }

  changeRole(userId: string, role: WorkspaceRole): Promise<boolean> {
    return this.act(() => this.api.changeMember(this.workspace.id, userId, role))
  }

  remove(userId: string): Promise<boolean> {
    return this.act(() => this.api.removeMember(this.workspace.id, userId))
  }

  async leave(): Promise<void> {
    this.busy = true
    this.actionError = undefined
    try {
      await this.api.leave(this.workspace.id)
      runInAction(() => (this.left = true))
    } catch (error) {
      runInAction(() => (this.actionError = toDisplayError(error)))
    } finally {
      runInAction(() => (this.busy = false))
    }
  }
}
