import { Injectable } from '@nestjs/common'
import { InjectDataSource } from '@nestjs/typeorm'
import { isUniqueViolation } from '@tessera/kit'
import { DataSource, In, type EntityManager } from 'typeorm'
import { Domain } from '../domains/domain.entity.js'
import { subdomainTaken } from '../subdomains/subdomains.repository.js'
import { Site } from './site.entity.js'

export type NewSite = Pick<
  Site,
  'userId' | 'workspaceId' | 'name' | 'subdomain' | 'siteType' | 'siteServerId'
> &
  Partial<Pick<Site, 'checkoutId'>>
export type SiteChanges = Partial<
  Pick<
    Site,
    | 'name'
    | 'subdomain'
    | 'previewId'
    | 'published'
    | 'liveVersion'
    | 'draftVersion'
    | 'categories'
    | 'updatedAt'
    | 'contentUpdatedAt'
    | 'contentUpdatedBy'
    | 'disabled'
  >
>

@Injectable()
export class SitesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get sites() {
    return this.dataSource.getRepository(Site)
  }

  transaction<T>(work: (db: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work)
  }

  findById(id: string): Promise<Site | null> {
    return this.sites.findOneBy({ id })
  }

  findByCheckout(checkoutId: string): Promise<Site | null> {
    return this.sites.findOneBy({ checkoutId })
  }

  listByWorkspace(workspaceId: string): Promise<Site[]> {
    return this.sites.find({ where: { workspaceId }, order: { createdAt: 'ASC' } })
  }

  domainsOf(siteIds: string[]): Promise<Domain[]> {
    if (siteIds.length === 0) return Promise.resolve([])
    return this.dataSource
      .getRepository(Domain)
      .find({ where: { siteId: In(siteIds) }, order: { createdAt: 'ASC' } })
  }

  async insert(db: EntityManager, site: NewSite): Promise<Site> {
    try {
      return await db.save(
        db.create(Site, {
          ...site,
          checkoutId: site.checkoutId ?? null,
          published: false,
          disabled: false,
          previewId: null,
          liveVersion: 1,
          draftVersion: null,
          categories: [],
          updatedAt: new Date(),
          contentUpdatedAt: new Date(),
        }),
      )
    } catch (error) {
      if (isUniqueViolation(error, 'sites_subdomain_key')) throw subdomainTaken()
      throw error
    }
  }

  async update(id: string, changes: SiteChanges, db?: EntityManager): Promise<void> {
    if (Object.keys(changes).length === 0) return
    try {
      await (db ?? this.dataSource.manager).update(Site, { id }, changes)
    } catch (error) {
      if (isUniqueViolation(error, 'sites_subdomain_key')) throw subdomainTaken()
      throw error
    }
  }

  async delete(id: string): Promise<void> {
    await this.sites.delete({ id })
  }

  /** What the site-server reports after a save; older reports never win over newer ones. */
  async noteContentSaved(
    id: string,
    name: string | undefined,
    updatedAt: Date,
    contentUpdatedAt: Date,
    authorId?: string,
  ): Promise<void> {
    // A report that arrives late names its author only if no newer save came first.
    await this.dataSource.query(
      `UPDATE sites.sites SET
         name = CASE WHEN $2::text IS NOT NULL AND $3 >= updated_at THEN $2 ELSE name END,
         content_updated_by = CASE WHEN $5::uuid IS NOT NULL AND $4 >= content_updated_at
           THEN $5::uuid ELSE content_updated_by END,
         updated_at = GREATEST(updated_at, $3),
         content_updated_at = GREATEST(content_updated_at, $4)
       WHERE id = $1`,
      [id, name ?? null, updatedAt, contentUpdatedAt, authorId ?? null],
    )
  }
}
