import { Injectable } from '@nestjs/common'
import { InjectDataSource } from '@nestjs/typeorm'
import { isUniqueViolation } from '@tessera/kit'
import { DataSource, IsNull, type EntityManager } from 'typeorm'
import { Subdomain } from './subdomain.entity.js'
import { errors } from '../errors.js'

export const subdomainTaken = () => errors.SubdomainTaken()

/** The namespace shared by identities and sites: one row per name, whoever holds it. */
@Injectable()
export class SubdomainsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async taken(subdomain: string): Promise<boolean> {
    return this.dataSource.getRepository(Subdomain).existsBy({ subdomain })
  }

  /** Takes a name for a site inside the caller's transaction; SubdomainTaken when held. */
  async takeForSite(db: EntityManager, subdomain: string, userId: string, siteId: string) {
    try {
      await db.query(
        `INSERT INTO sites.subdomains (subdomain, user_id, site_id) VALUES ($1, $2, $3)`,
        [subdomain, userId, siteId],
      )
    } catch (error) {
      if (isUniqueViolation(error)) throw subdomainTaken()
      throw error
    }
  }

  async releaseForSite(db: EntityManager, subdomain: string, siteId: string): Promise<void> {
    await db.query(`DELETE FROM sites.subdomains WHERE subdomain = $1 AND site_id = $2`, [
      subdomain,
      siteId,
    ])
  }

  /** Reserves an identity's name; true when it is now (or already was) this user's identity. */
  async reserveIdentity(subdomain: string, userId: string): Promise<boolean> {
    const inserted = (await this.dataSource.query(
      `INSERT INTO sites.subdomains (subdomain, user_id) VALUES ($1, $2)
       ON CONFLICT (subdomain) DO NOTHING RETURNING subdomain`,
      [subdomain, userId],
    )) as unknown[]
    if (inserted.length > 0) return true
    return this.dataSource
      .getRepository(Subdomain)
      .existsBy({ subdomain, userId, siteId: IsNull() })
  }

  async releaseIdentity(subdomain: string, userId: string): Promise<void> {
    await this.dataSource.getRepository(Subdomain).delete({ subdomain, userId, siteId: IsNull() })
  }

  /** The user's identity subdomain, if auth reserved one. */
  async identityOf(userId: string): Promise<string | undefined> {
    const row = await this.dataSource
      .getRepository(Subdomain)
      .findOne({ where: { userId, siteId: IsNull() }, order: { createdAt: 'ASC' } })
    return row?.subdomain
  }
}
