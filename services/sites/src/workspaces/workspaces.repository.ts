import { randomUUID } from 'node:crypto'
import { Injectable } from '@nestjs/common'
import { identicon, isRole, type Role } from '@tessera/kit'
import { DataSource, type EntityManager } from 'typeorm'

export interface WorkspaceRow {
  id: string
  name: string
  /** The user whose personal workspace it is; null for a team's. */
  personalOf: string | null
  /** An identicon from its id, as a data URI. */
  identiconAvatar: string
  createdAt: Date
}

export interface MembershipRow extends WorkspaceRow {
  role: Role
}

export interface MemberRow {
  userId: string
  /** The address they joined with, when known. */
  email: string | null
  role: Role
  createdAt: Date
}

export interface InvitationRow {
  id: string
  workspaceId: string
  email: string
  role: Role
  invitedBy: string
  locale: string
  expiresAt: Date
  acceptedAt: Date | null
  revokedAt: Date | null
  createdAt: Date
}

type Row = Record<string, unknown>

const asRole = (value: unknown): Role => {
  if (!isRole(value)) throw new Error(`not a role: ${String(value)}`)
  return value
}

const workspace = (r: Row): WorkspaceRow => ({
  id: r.id as string,
  name: r.name as string,
  personalOf: (r.personal_of as string | null) ?? null,
  identiconAvatar: r.identicon_avatar as string,
  createdAt: r.created_at as Date,
})

/** A new workspace's id and the avatar drawn from it. */
function newIdentity(): [id: string, avatar: string] {
  const id = randomUUID()
  return [id, identicon(id)]
}

const invitation = (r: Row): InvitationRow => ({
  id: r.id as string,
  workspaceId: r.workspace_id as string,
  email: r.email as string,
  role: asRole(r.role),
  invitedBy: r.invited_by as string,
  locale: r.locale as string,
  expiresAt: r.expires_at as Date,
  acceptedAt: (r.accepted_at as Date | null) ?? null,
  revokedAt: (r.revoked_at as Date | null) ?? null,
  createdAt: r.created_at as Date,
})

/** The only code that touches workspaces, members, site roles and invitations. */
@Injectable()
export class WorkspacesRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (db: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work)
  }

  private q(db: EntityManager | undefined, sql: string, params: unknown[]): Promise<Row[]> {
    return (db ?? this.dataSource.manager).query(sql, params)
  }

  /** The user's personal workspace, made (with them as its owner) when they have none yet. */
  async ensurePersonal(userId: string, db?: EntityManager): Promise<string> {
    for (;;) {
      const made = await this.q(
        db,
        `WITH made AS (
           INSERT INTO sites.workspaces (id, name, personal_of, identicon_avatar)
           VALUES ($2, '', $1, $3)
           ON CONFLICT (personal_of) DO NOTHING RETURNING id
         ), member AS (
           INSERT INTO sites.workspace_members (workspace_id, user_id, role)
           SELECT id, $1, 'Owner' FROM made RETURNING workspace_id
         )
         SELECT id FROM made
         UNION ALL SELECT id FROM sites.workspaces WHERE personal_of = $1`,
        [userId, ...newIdentity()],
      )
      // A concurrent first call committed between this statement's snapshot and its insert.
      if (made[0]) return made[0].id as string
    }
  }

  async create(name: string, ownerId: string, ownerEmail: string | null): Promise<string> {
    return this.transaction(async (db) => {
      const [id, avatar] = newIdentity()
      await this.q(
        db,
        `INSERT INTO sites.workspaces (id, name, identicon_avatar) VALUES ($1, $2, $3)`,
        [id, name, avatar],
      )
      await this.q(
        db,
        `INSERT INTO sites.workspace_members (workspace_id, user_id, role, email)
         VALUES ($1, $2, 'Owner', $3)`,
        [id, ownerId, ownerEmail],
      )
      return id
    })
  }

  async find(id: string): Promise<WorkspaceRow | undefined> {
    const [row] = await this.q(undefined, `SELECT * FROM sites.workspaces WHERE id = $1`, [id])
    return row ? workspace(row) : undefined
  }

  async rename(id: string, name: string): Promise<void> {
    await this.q(
      undefined,
      `UPDATE sites.workspaces SET name = $2, updated_at = now() WHERE id = $1`,
      [id, name],
    )
  }

  /** The workspaces the user belongs to with their role, personal first, then oldest first. */
  async listFor(userId: string): Promise<MembershipRow[]> {
    const rows = await this.q(
      undefined,
      `SELECT w.*, m.role FROM sites.workspace_members m
         JOIN sites.workspaces w ON w.id = m.workspace_id
        WHERE m.user_id = $1
        ORDER BY (w.personal_of = $1) IS NOT TRUE, w.created_at, w.id`,
      [userId],
    )
    return rows.map((r) => ({ ...workspace(r), role: asRole(r.role) }))
  }

  /** The addresses the given users joined with (a user's newest where they differ). */
  async emailsOf(userIds: string[]): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map()
    const rows = (await this.q(
      undefined,
      `SELECT DISTINCT ON (user_id) user_id, email FROM sites.workspace_members
        WHERE user_id = ANY($1::uuid[]) AND email IS NOT NULL
        ORDER BY user_id, created_at DESC`,
      [userIds],
    )) as Array<{ user_id: string; email: string }>
    return new Map(rows.map((r) => [r.user_id, r.email]))
  }

  /** The address a user signs in with now, on each of their memberships. */
  async noteEmail(userId: string, email: string): Promise<void> {
    await this.q(
      undefined,
      `UPDATE sites.workspace_members SET email = $2
        WHERE user_id = $1 AND email IS DISTINCT FROM $2`,
      [userId, email],
    )
  }

  async roleIn(workspaceId: string, userId: string): Promise<Role | null> {
    const [row] = await this.q(
      undefined,
      `SELECT role FROM sites.workspace_members WHERE workspace_id = $1 AND user_id = $2`,
      [workspaceId, userId],
    )
    return row ? asRole(row.role) : null
  }

  async members(workspaceId: string): Promise<MemberRow[]> {
    const rows = await this.q(
      undefined,
      `SELECT user_id, email, role, created_at FROM sites.workspace_members
        WHERE workspace_id = $1 ORDER BY created_at, user_id`,
      [workspaceId],
    )
    return rows.map((r) => ({
      userId: r.user_id as string,
      email: (r.email as string | null) ?? null,
      role: asRole(r.role),
      createdAt: r.created_at as Date,
    }))
  }

  /**
   * Changes or removes (`null`) a member's role, and with the removal their roles on the
   * workspace's sites, unless that leaves the workspace without an owner: then false. The
   * members are locked, so two owners leaving at once cannot both go.
   */
  async changeMember(workspaceId: string, userId: string, role: Role | null): Promise<boolean> {
    return this.transaction(async (db) => {
      const rows = await this.q(
        db,
        `SELECT user_id, role FROM sites.workspace_members WHERE workspace_id = $1 FOR UPDATE`,
        [workspaceId],
      )
      const owners = rows.filter((r) => r.role === 'Owner' && r.user_id !== userId)
      if (role !== 'Owner' && owners.length === 0) return false
      if (role === null) {
        await this.q(
          db,
          `DELETE FROM sites.workspace_members WHERE workspace_id = $1 AND user_id = $2`,
          [workspaceId, userId],
        )
        await this.q(
          db,
          `DELETE FROM sites.site_roles r USING sites.sites s
            WHERE r.site_id = s.id AND s.workspace_id = $1 AND r.user_id = $2`,
          [workspaceId, userId],
        )
      } else {
        await this.q(
          db,
          `UPDATE sites.workspace_members SET role = $3 WHERE workspace_id = $1 AND user_id = $2`,
          [workspaceId, userId, role],
        )
      }
      return true
    })
  }

  /** Adds a member, keeping the role of one who already is. */
  async addMember(
    db: EntityManager,
    workspaceId: string,
    member: { userId: string; email: string; role: Role },
  ): Promise<void> {
    await this.q(
      db,
      `INSERT INTO sites.workspace_members (workspace_id, user_id, role, email)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (workspace_id, user_id) DO NOTHING`,
      [workspaceId, member.userId, member.role, member.email],
    )
  }

  /**
   * A user's role on a site: the site's own override, else their role in its workspace;
   * undefined when there is no such site.
   */
  async siteRole(siteId: string, userId: string): Promise<{ role: Role | null } | undefined> {
    const [row] = await this.q(
      undefined,
      `SELECT coalesce(o.role, m.role) AS role FROM sites.sites s
         LEFT JOIN sites.workspace_members m
           ON m.workspace_id = s.workspace_id AND m.user_id = $2
         LEFT JOIN sites.site_roles o ON o.site_id = s.id AND o.user_id = $2
        WHERE s.id = $1`,
      [siteId, userId],
    )
    if (!row) return undefined
    return { role: row.role === null ? null : asRole(row.role) }
  }

  async siteRoles(siteId: string): Promise<MemberRow[]> {
    const rows = await this.q(
      undefined,
      `SELECT user_id, role, now() AS created_at FROM sites.site_roles
        WHERE site_id = $1 ORDER BY user_id`,
      [siteId],
    )
    return rows.map((r) => ({
      userId: r.user_id as string,
      email: null,
      role: asRole(r.role),
      createdAt: r.created_at as Date,
    }))
  }

  /** Sets (or with `null` removes) a user's role on one site, overriding the workspace's. */
  async setSiteRole(siteId: string, userId: string, role: Role | null): Promise<void> {
    if (role === null) {
      await this.q(undefined, `DELETE FROM sites.site_roles WHERE site_id = $1 AND user_id = $2`, [
        siteId,
        userId,
      ])
      return
    }
    await this.q(
      undefined,
      `INSERT INTO sites.site_roles (site_id, user_id, role) VALUES ($1, $2, $3)
       ON CONFLICT (site_id, user_id) DO UPDATE SET role = excluded.role`,
      [siteId, userId, role],
    )
  }

  /** Moves a site to another workspace; its own role overrides stay with the old one's people. */
  async moveSite(siteId: string, workspaceId: string): Promise<void> {
    await this.transaction(async (db) => {
      await this.q(db, `UPDATE sites.sites SET workspace_id = $2 WHERE id = $1`, [
        siteId,
        workspaceId,
      ])
      await this.q(db, `DELETE FROM sites.site_roles WHERE site_id = $1`, [siteId])
    })
  }

  /** Ids of the workspace's sites. */
  async siteIds(workspaceId: string): Promise<string[]> {
    const rows = await this.q(undefined, `SELECT id FROM sites.sites WHERE workspace_id = $1`, [
      workspaceId,
    ])
    return rows.map((r) => r.id as string)
  }

  /**
   * An open invitation for the address (made, or its token and expiry renewed: inviting again
   * resends it). Only a hash of the token is kept.
   */
  async invite(invite: {
    workspaceId: string
    email: string
    role: Role
    invitedBy: string
    locale: string
    tokenHash: string
    expiresAt: Date
  }): Promise<InvitationRow> {
    const [row] = await this.q(
      undefined,
      `INSERT INTO sites.invitations
         (workspace_id, email, role, invited_by, locale, token_hash, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (workspace_id, email) WHERE accepted_at IS NULL AND revoked_at IS NULL
       DO UPDATE SET role = excluded.role, invited_by = excluded.invited_by,
         locale = excluded.locale, token_hash = excluded.token_hash,
         expires_at = excluded.expires_at
       RETURNING *`,
      [
        invite.workspaceId,
        invite.email,
        invite.role,
        invite.invitedBy,
        invite.locale,
        invite.tokenHash,
        invite.expiresAt,
      ],
    )
    return invitation(row!)
  }

  async openInvitations(workspaceId: string): Promise<InvitationRow[]> {
    const rows = await this.q(
      undefined,
      `SELECT * FROM sites.invitations
        WHERE workspace_id = $1 AND accepted_at IS NULL AND revoked_at IS NULL
        ORDER BY created_at, id`,
      [workspaceId],
    )
    return rows.map(invitation)
  }

  async findInvitation(workspaceId: string, id: string): Promise<InvitationRow | undefined> {
    const [row] = await this.q(
      undefined,
      `SELECT * FROM sites.invitations
        WHERE workspace_id = $1 AND id = $2 AND accepted_at IS NULL AND revoked_at IS NULL`,
      [workspaceId, id],
    )
    return row ? invitation(row) : undefined
  }

  /** A new token and a new expiry for an open invitation. */
  async renewInvitation(id: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.q(
      undefined,
      `UPDATE sites.invitations SET token_hash = $2, expires_at = $3 WHERE id = $1`,
      [id, tokenHash, expiresAt],
    )
  }

  async revokeInvitation(id: string): Promise<void> {
    await this.q(undefined, `UPDATE sites.invitations SET revoked_at = now() WHERE id = $1`, [id])
  }

  /**
   * Takes an open, unexpired invitation by its token for the address, in one statement so it
   * is used once; then makes the user a member. Undefined when there is no such invitation.
   */
  async accept(
    tokenHash: string,
    email: string,
    userId: string,
  ): Promise<InvitationRow | undefined> {
    return this.transaction(async (db) => {
      // An UPDATE answers [rows, count] through TypeORM.
      const [rows] = (await this.q(
        db,
        `UPDATE sites.invitations SET accepted_at = now()
          WHERE token_hash = $1 AND email = $2 AND accepted_at IS NULL
            AND revoked_at IS NULL AND expires_at > now()
          RETURNING *`,
        [tokenHash, email],
      )) as unknown as [Row[], number]
      const row = rows[0]
      if (!row) return undefined
      const taken = invitation(row)
      await this.addMember(db, taken.workspaceId, { userId, email, role: taken.role })
      return taken
    })
  }
}
