import { Injectable } from '@nestjs/common'
import { InjectDataSource } from '@nestjs/typeorm'
import { DataSource, type EntityManager } from 'typeorm'
import { LocalSite } from './local-site.entity.js'

@Injectable()
export class LocalSitesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  find(userId: string): Promise<LocalSite | null> {
    return this.dataSource.getRepository(LocalSite).findOneBy({ userId })
  }

  /** Whether another user's identity site has this name, in any case. */
  async nameTaken(name: string, userId: string): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `SELECT 1 FROM sites.local_sites WHERE lower(name) = lower($1) AND user_id <> $2 LIMIT 1`,
      [name, userId],
    )) as unknown[]
    return rows.length > 0
  }

  transaction<T>(work: (db: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work)
  }

  async save(site: LocalSite, db: EntityManager = this.dataSource.manager): Promise<LocalSite> {
    await db.getRepository(LocalSite).upsert(site, ['userId'])
    return (await db.getRepository(LocalSite).findOneBy({ userId: site.userId }))!
  }
}
