import { createHash, randomBytes } from 'node:crypto'
import { Inject, Injectable } from '@nestjs/common'
import {
  type AuthUser,
  commonErrors,
  CONFIG,
  MailOutbox,
  type Role,
  WorkspaceAccess,
} from '@tessera/kit'
import type { MailLocale } from '@tessera/proto'
import { SiteAnnouncer } from '../common/site-announcer.js'
import type { SitesConfig } from '../config.js'
import { errors } from '../errors.js'
import type { InvitationView, MemberView, WorkspaceView } from './dto.js'
import {
  WorkspacesRepository,
  type InvitationRow,
  type WorkspaceRow,
} from './workspaces.repository.js'

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')

function invitationView(row: InvitationRow): InvitationView {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  }
}

/**
 * Workspaces and their people: a personal one per user, team ones anyone makes; members with
 * roles, a site's own roles, invitations by e-mail, moving sites between workspaces.
 */
@Injectable()
export class WorkspacesService {
  constructor(
    private readonly workspaces: WorkspacesRepository,
    private readonly access: WorkspaceAccess,
    private readonly outbox: MailOutbox,
    private readonly announcer: SiteAnnouncer,
    @Inject(CONFIG) private readonly config: SitesConfig,
  ) {}

  async list(caller: AuthUser): Promise<WorkspaceView[]> {
    await this.workspaces.ensurePersonal(caller.id)
    if (caller.email) await this.workspaces.noteEmail(caller.id, caller.email)
    const rows = await this.workspaces.listFor(caller.id)
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      personal: row.personalOf !== null,
      identicon_avatar: row.identiconAvatar,
      role: row.role,
      created_at: row.createdAt.toISOString(),
    }))
  }

  async create(caller: AuthUser, name: string): Promise<WorkspaceView> {
    const id = await this.workspaces.create(name, caller.id, caller.email ?? null)
    return (await this.list(caller)).find((w) => w.id === id)!
  }

  async rename(id: string, name: string): Promise<void> {
    await this.team(id)
    await this.workspaces.rename(id, name)
  }

  async members(id: string): Promise<MemberView[]> {
    return (await this.workspaces.members(id)).map((m) => ({
      user_id: m.userId,
      email: m.email,
      role: m.role,
      created_at: m.createdAt.toISOString(),
    }))
  }

  /**
   * Changes a member's role (`null` removes them). Only an owner makes, changes or removes an
   * owner; the last owner stays.
   */
  async changeMember(
    caller: AuthUser,
    callerRole: Role,
    id: string,
    userId: string,
    role: Role | null,
  ): Promise<void> {
    const current = await this.workspaces.roleIn(id, userId)
    if (current === null) throw errors.MemberNotFound()
    const ownerAffected = current === 'Owner' || role === 'Owner'
    if (ownerAffected && callerRole !== 'Owner' && userId !== caller.id) {
      throw this.onlyOwners()
    }
    if (!(await this.workspaces.changeMember(id, userId, role))) throw errors.WorkspaceLastOwner()
    await this.announceSites(id)
  }

  /** The caller leaves; the last owner cannot. */
  async leave(caller: AuthUser, id: string): Promise<void> {
    if (!(await this.workspaces.changeMember(id, caller.id, null))) {
      throw errors.WorkspaceLastOwner()
    }
    await this.announceSites(id)
  }

  /**
   * Invites an address, or renews its open invitation and sends it again. The answer is the
   * same whether or not the address has an account: nothing here looks accounts up.
   */
  async invite(
    caller: AuthUser,
    callerRole: Role,
    id: string,
    body: { email: string; role: Role; locale: MailLocale },
  ): Promise<InvitationView> {
    const workspace = await this.team(id)
    if (body.role === 'Owner' && callerRole !== 'Owner') throw this.onlyOwners()
    const token = randomBytes(32).toString('base64url')
    const row = await this.workspaces.invite({
      workspaceId: id,
      email: body.email.toLowerCase(),
      role: body.role,
      invitedBy: caller.id,
      locale: body.locale,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
    })
    await this.sendInvitation(workspace, row, token)
    return invitationView(row)
  }

  async invitations(id: string): Promise<InvitationView[]> {
    return (await this.workspaces.openInvitations(id)).map(invitationView)
  }

  /** A new link (the old one stops working) with seven more days, mailed again. */
  async resend(id: string, invitationId: string): Promise<InvitationView> {
    const workspace = await this.team(id)
    const row = await this.workspaces.findInvitation(id, invitationId)
    if (!row) throw errors.InvitationNotFound()
    const token = randomBytes(32).toString('base64url')
    const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000)
    await this.workspaces.renewInvitation(row.id, hashToken(token), expiresAt)
    const renewed = { ...row, expiresAt }
    await this.sendInvitation(workspace, renewed, token)
    return invitationView(renewed)
  }

  async revoke(id: string, invitationId: string): Promise<void> {
    if (!(await this.workspaces.findInvitation(id, invitationId))) {
      throw errors.InvitationNotFound()
    }
    await this.workspaces.revokeInvitation(invitationId)
  }

  /**
   * Accepts an invitation: the token must be open, unexpired and for the address the caller
   * signed in with; anything else answers the same InvitationNotFound.
   */
  async accept(caller: AuthUser, token: string): Promise<WorkspaceView> {
    if (!caller.email) throw errors.InvitationNotFound()
    const taken = await this.workspaces.accept(hashToken(token), caller.email, caller.id)
    if (!taken) throw errors.InvitationNotFound()
    await this.announceSites(taken.workspaceId)
    return (await this.list(caller)).find((w) => w.id === taken.workspaceId)!
  }

  /** Sets or clears one person's own role on a site. */
  siteRoles(siteId: string) {
    return this.workspaces.siteRoles(siteId)
  }

  async setSiteRole(siteId: string, userId: string, role: Role | null): Promise<void> {
    await this.workspaces.setSiteRole(siteId, userId, role)
    await this.announcer.announce(siteId)
  }

  /** Moves a site to another workspace: the caller owns both. */
  async moveSite(
    caller: AuthUser,
    site: { id: string; workspaceId: string },
    to: string,
  ): Promise<void> {
    await this.access.require(caller, 'workspace:manage', site.workspaceId)
    await this.access.require(caller, 'workspace:manage', to)
    if (site.workspaceId === to) return
    await this.workspaces.moveSite(site.id, to)
    await this.announcer.announce(site.id)
  }

  private async team(id: string): Promise<WorkspaceRow> {
    const workspace = await this.workspaces.find(id)
    if (!workspace) throw errors.WorkspaceNotFound()
    if (workspace.personalOf !== null) throw errors.PersonalWorkspace()
    return workspace
  }

  private onlyOwners() {
    return commonErrors.Forbidden('Only an owner can make, change or remove an owner')
  }

  private async sendInvitation(workspace: WorkspaceRow, row: InvitationRow, token: string) {
    const link = new URL('/invitations/accept', this.config.APP_ORIGIN)
    link.searchParams.set('token', token)
    await this.outbox.send({
      template: 'workspace-invitation',
      to: row.email,
      locale: row.locale as MailLocale,
      data: {
        workspaceName: workspace.name,
        link: link.toString(),
        expiresInDays: INVITATION_DAYS,
      },
    })
  }

  /** Drops what other services keep of the roles on the workspace's sites. */
  private async announceSites(id: string): Promise<void> {
    for (const siteId of await this.workspaces.siteIds(id)) await this.announcer.announce(siteId)
  }
}
