import { Injectable } from '@nestjs/common'
import { InjectDataSource } from '@nestjs/typeorm'
import type { DataSource } from 'typeorm'

export interface OAuthClient {
  id: string
  name: string
  redirectUris: string[]
  createdAt: Date
}

/** What a person allowed one client: these scopes on these sites, until revoked. */
export interface AgentGrant {
  id: string
  userId: string
  clientId: string
  clientName: string
  scopes: string[]
  siteIds: string[]
  createdAt: Date
  lastUsedAt: Date | null
  revokedAt: Date | null
  /** False once the person is blocked: nothing more is issued under their grants. */
  userActive: boolean
}

export interface AuthorizationCode {
  grantId: string
  redirectUri: string
  codeChallenge: string
  expiresAt: Date
  usedAt: Date | null
}

export interface RefreshToken {
  grantId: string
  expiresAt: Date
  usedAt: Date | null
}

interface GrantRow {
  id: string
  user_id: string
  client_id: string
  client_name: string
  scopes: string[]
  site_ids: string[]
  created_at: Date
  last_used_at: Date | null
  revoked_at: Date | null
  user_active: boolean
}

const GRANT_COLUMNS = `g.id, g.user_id, g.client_id, c.name AS client_name, g.scopes, g.site_ids,
  g.created_at, g.last_used_at, g.revoked_at, u.user_status = 'Active' AS user_active`
const GRANT_JOINS = `auth.agent_grants g
  JOIN auth.oauth_clients c ON c.id = g.client_id JOIN auth.users u ON u.id = g.user_id`

function toGrant(row: GrantRow): AgentGrant {
  return {
    id: row.id,
    userId: row.user_id,
    clientId: row.client_id,
    clientName: row.client_name,
    scopes: row.scopes,
    siteIds: row.site_ids,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
    userActive: row.user_active,
  }
}

/** The only code that reads and writes agents' clients, grants, codes and refresh tokens. */
@Injectable()
export class AgentsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async createClient(client: Omit<OAuthClient, 'createdAt'>): Promise<OAuthClient> {
    const [row] = (await this.db.query(
      `INSERT INTO auth.oauth_clients (id, name, redirect_uris) VALUES ($1, $2, $3)
       RETURNING created_at`,
      [client.id, client.name, client.redirectUris],
    )) as Array<{ created_at: Date }>
    return { ...client, createdAt: row!.created_at }
  }

  /** Keeps the latest copy of a client described by its own metadata document. */
  async saveDocumentedClient(client: Omit<OAuthClient, 'createdAt'>): Promise<void> {
    await this.db.query(
      `INSERT INTO auth.oauth_clients (id, name, redirect_uris) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, redirect_uris = EXCLUDED.redirect_uris`,
      [client.id, client.name, client.redirectUris],
    )
  }

  async findClient(id: string): Promise<OAuthClient | undefined> {
    const [row] = (await this.db.query(
      `SELECT id, name, redirect_uris, created_at FROM auth.oauth_clients WHERE id = $1`,
      [id],
    )) as Array<{ id: string; name: string; redirect_uris: string[]; created_at: Date }>
    return (
      row && {
        id: row.id,
        name: row.name,
        redirectUris: row.redirect_uris,
        createdAt: row.created_at,
      }
    )
  }

  async createGrant(grant: {
    userId: string
    clientId: string
    scopes: string[]
    siteIds: string[]
  }): Promise<string> {
    const [row] = (await this.db.query(
      `INSERT INTO auth.agent_grants (user_id, client_id, scopes, site_ids) VALUES ($1, $2, $3, $4)
       RETURNING id`,
      [grant.userId, grant.clientId, grant.scopes, grant.siteIds],
    )) as Array<{ id: string }>
    return row!.id
  }

  async findGrant(id: string): Promise<AgentGrant | undefined> {
    const [row] = (await this.db.query(
      `SELECT ${GRANT_COLUMNS} FROM ${GRANT_JOINS} WHERE g.id = $1`,
      [id],
    )) as GrantRow[]
    return row && toGrant(row)
  }

  /**
   * A person's live grants, newest first: those an agent has taken up (a consent whose code was
   * never exchanged gave nothing, and its code has long expired).
   */
  async listGrants(userId: string): Promise<AgentGrant[]> {
    const rows = (await this.db.query(
      `SELECT ${GRANT_COLUMNS} FROM ${GRANT_JOINS}
       WHERE g.user_id = $1 AND g.revoked_at IS NULL AND g.last_used_at IS NOT NULL
       ORDER BY g.created_at DESC`,
      [userId],
    )) as GrantRow[]
    return rows.map(toGrant)
  }

  /** Every grant of the user not revoked yet, exchanged or not. */
  async liveGrantIds(userId: string): Promise<string[]> {
    const rows = (await this.db.query(
      `SELECT id FROM auth.agent_grants WHERE user_id = $1 AND revoked_at IS NULL`,
      [userId],
    )) as Array<{ id: string }>
    return rows.map((row) => row.id)
  }

  async touchGrant(id: string): Promise<void> {
    await this.db.query(`UPDATE auth.agent_grants SET last_used_at = now() WHERE id = $1`, [id])
  }

  /** Ends a grant and everything that renews it; false when it had already ended. */
  async revokeGrant(id: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const revoked = (await tx.query(
        `UPDATE auth.agent_grants SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL
         RETURNING id`,
        [id],
      )) as [unknown[], number]
      await tx.query(`DELETE FROM auth.oauth_refresh_tokens WHERE grant_id = $1`, [id])
      await tx.query(`DELETE FROM auth.oauth_codes WHERE grant_id = $1`, [id])
      return revoked[1] > 0
    })
  }

  /** Stores a new code; codes long past their minute go, as nothing can use them. */
  async createCode(codeHash: string, code: Omit<AuthorizationCode, 'usedAt'>): Promise<void> {
    await this.db.query(`DELETE FROM auth.oauth_codes WHERE expires_at < now() - interval '1 day'`)
    await this.db.query(
      `INSERT INTO auth.oauth_codes (code_hash, grant_id, redirect_uri, code_challenge, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [codeHash, code.grantId, code.redirectUri, code.codeChallenge, code.expiresAt],
    )
  }

  async findCode(codeHash: string): Promise<AuthorizationCode | undefined> {
    const [row] = (await this.db.query(
      `SELECT grant_id, redirect_uri, code_challenge, expires_at, used_at
       FROM auth.oauth_codes WHERE code_hash = $1`,
      [codeHash],
    )) as Array<{
      grant_id: string
      redirect_uri: string
      code_challenge: string
      expires_at: Date
      used_at: Date | null
    }>
    return (
      row && {
        grantId: row.grant_id,
        redirectUri: row.redirect_uri,
        codeChallenge: row.code_challenge,
        expiresAt: row.expires_at,
        usedAt: row.used_at,
      }
    )
  }

  /** Marks a code used; false when another request used it first. */
  async useCode(codeHash: string): Promise<boolean> {
    const [, count] = (await this.db.query(
      `UPDATE auth.oauth_codes SET used_at = now() WHERE code_hash = $1 AND used_at IS NULL`,
      [codeHash],
    )) as [unknown, number]
    return count > 0
  }

  /**
   * Stores a grant's new refresh token. Used ones stay until they expire, so a replay is
   * recognised; the grant's expired ones go now.
   */
  async createRefreshToken(tokenHash: string, grantId: string, expiresAt: Date): Promise<void> {
    await this.db.query(
      `DELETE FROM auth.oauth_refresh_tokens WHERE grant_id = $1 AND expires_at < now()`,
      [grantId],
    )
    await this.db.query(
      `INSERT INTO auth.oauth_refresh_tokens (token_hash, grant_id, expires_at) VALUES ($1, $2, $3)`,
      [tokenHash, grantId, expiresAt],
    )
  }

  async findRefreshToken(tokenHash: string): Promise<RefreshToken | undefined> {
    const [row] = (await this.db.query(
      `SELECT grant_id, expires_at, used_at FROM auth.oauth_refresh_tokens WHERE token_hash = $1`,
      [tokenHash],
    )) as Array<{ grant_id: string; expires_at: Date; used_at: Date | null }>
    return row && { grantId: row.grant_id, expiresAt: row.expires_at, usedAt: row.used_at }
  }

  /** Marks a refresh token used; false when another request used it first. */
  async useRefreshToken(tokenHash: string): Promise<boolean> {
    const [, count] = (await this.db.query(
      `UPDATE auth.oauth_refresh_tokens SET used_at = now()
       WHERE token_hash = $1 AND used_at IS NULL`,
      [tokenHash],
    )) as [unknown, number]
    return count > 0
  }
}
