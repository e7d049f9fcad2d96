import { Injectable } from '@nestjs/common'
import { InjectDataSource } from '@nestjs/typeorm'
import type { StepSummary, StoredSite } from '@tessera/site-format'
import { DataSource, type EntityManager } from 'typeorm'
import type { VersionStamp } from './parsed-sites.js'
import { SiteRecord } from './site-record.entity.js'
import { SiteVersion } from './site-version.entity.js'

/** How a site is reached, as the sites service pushes it. */
export interface Hosting {
  siteId: string
  userId: string
  siteType: string
  subdomain: string
  customDomains: string[]
  disabled: boolean
  previewId: string | null
  pagesLimit: number
  historyLimit: number
}

export interface SavedVersion {
  updateKey: string
  updatedAt: Date
  contentUpdatedAt: Date
  /** The row's new stamp (see VersionStamp). */
  rowStamp: string
}

/** A version's row without its content: what tells whether a copy of it is still the row. */
export interface VersionHead extends VersionStamp {
  version: number
  createdAt: Date
  contentUpdatedAt: Date
}

/** Content part names to their columns. */
const COLUMNS: Record<keyof StoredSite, string> = {
  name: 'name',
  version: 'format_version',
  context: 'context',
  defaults: 'defaults',
  pages: 'pages',
  pageOrder: 'page_order',
  editor: 'editor',
  history: 'history',
}

/** Who made a save and what it did, for the site's activity. */
export interface SaveActivity {
  authorId: string | null
  kind: 'steps' | 'parts' | 'restore'
  changes: StepSummary[]
  changeCount: number
}

interface SavedRow {
  update_key: string
  updated_at: Date
  content_updated_at: Date
  row_stamp: string
}

interface HeadRow extends SavedRow {
  version: number
  created_at: Date
}

const HEAD_COLUMNS = `version, update_key, created_at, updated_at, content_updated_at,
  xmin::text AS row_stamp`

const toHead = (row: HeadRow): VersionHead => ({
  version: row.version,
  updateKey: row.update_key,
  rowStamp: row.row_stamp,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  contentUpdatedAt: row.content_updated_at,
})

/** The only code that touches the `site_content` schema's sites and versions. */
@Injectable()
export class ContentRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (db: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work)
  }

  findSite(siteId: string, db: EntityManager = this.dataSource.manager) {
    return db.getRepository(SiteRecord).findOneBy({ siteId })
  }

  /**
   * The site row, locked until the caller's transaction ends (version changes are serialized),
   * after its versions' rows (`lockVersions`).
   */
  async lockSite(db: EntityManager, siteId: string): Promise<SiteRecord | null> {
    await lockVersions(db, siteId)
    return db
      .getRepository(SiteRecord)
      .createQueryBuilder('s')
      .setLock('pessimistic_write')
      .where('s.site_id = :siteId', { siteId })
      .getOne()
  }

  findVersion(siteId: string, version: number, db: EntityManager = this.dataSource.manager) {
    return db.getRepository(SiteVersion).findOneBy({ siteId, version })
  }

  /** A version's head (no content), read in one small query. */
  async findVersionHead(siteId: string, version: number): Promise<VersionHead | undefined> {
    const rows = (await this.dataSource.query(
      `SELECT ${HEAD_COLUMNS} FROM site_content.versions WHERE site_id = $1 AND version = $2`,
      [siteId, version],
    )) as HeadRow[]
    return rows[0] && toHead(rows[0])
  }

  /** A whole version with its row's stamp, read in one statement so both are of one write. */
  async findStampedVersion(
    siteId: string,
    version: number,
  ): Promise<{ version: SiteVersion; stamp: VersionStamp } | undefined> {
    const rows = (await this.dataSource.query(
      `SELECT ${HEAD_COLUMNS}, name, format_version, context, defaults, pages, page_order, editor,
              history
         FROM site_content.versions WHERE site_id = $1 AND version = $2`,
      [siteId, version],
    )) as Array<
      HeadRow & {
        name: string
        format_version: string
        context: string
        defaults: string
        pages: string
        page_order: string
        editor: string | null
        history: string
      }
    >
    const row = rows[0]
    if (!row) return undefined
    const head = toHead(row)
    const found = Object.assign(new SiteVersion(), {
      siteId,
      version: head.version,
      name: row.name,
      formatVersion: row.format_version,
      context: row.context,
      defaults: row.defaults,
      pages: row.pages,
      pageOrder: row.page_order,
      editor: row.editor,
      history: row.history,
      updateKey: head.updateKey,
      createdAt: head.createdAt,
      updatedAt: head.updatedAt,
      contentUpdatedAt: head.contentUpdatedAt,
    })
    return {
      version: found,
      stamp: { updateKey: head.updateKey, rowStamp: head.rowStamp, updatedAt: head.updatedAt },
    }
  }

  async versionTimes(siteId: string): Promise<Array<{ version: number; updatedAt: Date }>> {
    return this.dataSource.getRepository(SiteVersion).find({
      select: { version: true, updatedAt: true },
      where: { siteId },
      order: { version: 'DESC' },
    })
  }

  async createSite(hosting: Hosting, content: StoredSite, updateKey: string): Promise<SiteRecord> {
    return this.dataSource.transaction(async (db) => {
      await db.query(
        `INSERT INTO site_content.sites
           (site_id, user_id, site_type, subdomain, disabled, preview_id, pages_limit, history_limit)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          hosting.siteId,
          hosting.userId,
          hosting.siteType,
          hosting.subdomain,
          hosting.disabled,
          hosting.previewId,
          hosting.pagesLimit,
          hosting.historyLimit,
        ],
      )
      await this.replaceDomains(db, hosting.siteId, hosting.customDomains)
      await db.query(
        `INSERT INTO site_content.versions
           (site_id, version, name, format_version, context, defaults, pages, page_order, editor, history, update_key)
         VALUES ($1, 1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          hosting.siteId,
          content.name,
          content.version,
          content.context,
          content.defaults,
          content.pages,
          content.pageOrder,
          content.editor ?? null,
          content.history,
          updateKey,
        ],
      )
      return (await this.findSite(hosting.siteId, db))!
    })
  }

  /** False when the site is not stored here. */
  async putHosting(hosting: Hosting): Promise<boolean> {
    return this.dataSource.transaction(async (db) => {
      const updated = (await db.query(
        `UPDATE site_content.sites SET user_id = $2, site_type = $3, subdomain = $4, disabled = $5,
           preview_id = $6, pages_limit = $7, history_limit = $8, hosting_updated_at = clock_timestamp()
         WHERE site_id = $1 RETURNING site_id`,
        [
          hosting.siteId,
          hosting.userId,
          hosting.siteType,
          hosting.subdomain,
          hosting.disabled,
          hosting.previewId,
          hosting.pagesLimit,
          hosting.historyLimit,
        ],
      )) as [unknown[], number]
      if (updated[1] === 0) return false
      await this.replaceDomains(db, hosting.siteId, hosting.customDomains)
      return true
    })
  }

  /** The latest push wins a domain, so a domain moved between sites ends up where sites says. */
  private async replaceDomains(db: EntityManager, siteId: string, domains: string[]) {
    await db.query(`DELETE FROM site_content.domains WHERE site_id = $1`, [siteId])
    for (const domain of domains) {
      await db.query(
        `INSERT INTO site_content.domains (domain, site_id) VALUES ($1, $2)
         ON CONFLICT (domain) DO UPDATE SET site_id = EXCLUDED.site_id`,
        [domain, siteId],
      )
    }
  }

  /**
   * Writes the given parts and a new key, only while the stored key is still `expectedKey`
   * (unless forced): of two saves made from the same key, exactly one wins. A save that changes
   * more than the editor state is logged in the site's activity by the same statement, so a
   * save is never without its author.
   */
  async saveParts(args: {
    siteId: string
    version: number
    parts: Partial<StoredSite>
    expectedKey: string | undefined
    newKey: string
    contentChanged: boolean
    activity: SaveActivity
  }): Promise<SavedVersion | undefined> {
    const logged = (Object.keys(args.parts) as Array<keyof StoredSite>).filter(
      (part) => part !== 'editor',
    )
    const params: unknown[] = [
      args.siteId,
      args.version,
      args.newKey,
      args.contentChanged,
      args.activity.authorId,
      args.activity.kind,
      logged,
      JSON.stringify(args.activity.changes),
      args.activity.changeCount,
    ]
    const sets = (Object.keys(args.parts) as Array<keyof StoredSite>).map((part) => {
      params.push(args.parts[part] ?? null)
      return `${COLUMNS[part]} = $${params.length}`
    })
    let guard = ''
    if (args.expectedKey !== undefined) {
      params.push(args.expectedKey)
      guard = ` AND update_key = $${params.length}`
    }
    const rows = (await this.dataSource.query(
      `WITH saved AS (
         UPDATE site_content.versions SET ${[...sets, 'update_key = $3'].join(', ')},
           updated_at = clock_timestamp(),
           content_updated_at = CASE WHEN $4 THEN clock_timestamp() ELSE content_updated_at END
         WHERE site_id = $1 AND version = $2${guard}
         RETURNING update_key, updated_at, content_updated_at, xmin::text AS row_stamp
       ), site AS (
         UPDATE site_content.sites s SET updated_at = saved.updated_at,
           content_updated_at = GREATEST(s.content_updated_at, saved.content_updated_at)
         FROM saved WHERE s.site_id = $1
       ), logged AS (
         INSERT INTO site_content.saves
           (site_id, version, author_id, kind, parts, changes, change_count, saved_at)
         SELECT $1::uuid, $2::int, $5::uuid, $6::text, $7::text[], $8::jsonb, $9::int, saved.updated_at FROM saved
          WHERE cardinality($7::text[]) > 0
       )
       SELECT * FROM saved`,
      params,
    )) as SavedRow[]
    const row = rows[0]
    return row
      ? {
          updateKey: row.update_key,
          updatedAt: row.updated_at,
          contentUpdatedAt: row.content_updated_at,
          rowStamp: row.row_stamp,
        }
      : undefined
  }

  /** A copy of the live version as the new draft. */
  async insertDraft(db: EntityManager, site: SiteRecord, updateKey: string): Promise<void> {
    const draft = site.nextVersion
    await db.query(
      `INSERT INTO site_content.versions
         (site_id, version, name, format_version, context, defaults, pages, page_order, editor, history,
          update_key, content_updated_at)
       SELECT site_id, $2, name, format_version, context, defaults, pages, page_order, editor, history,
          $3, clock_timestamp()
       FROM site_content.versions WHERE site_id = $1 AND version = $4`,
      [site.siteId, draft, updateKey, site.liveVersion],
    )
    await db.query(
      `UPDATE site_content.sites SET draft_version = $2, next_version = $2 + 1,
         updated_at = clock_timestamp(), content_updated_at = clock_timestamp() WHERE site_id = $1`,
      [site.siteId, draft],
    )
  }

  async deleteVersion(db: EntityManager, siteId: string, version: number): Promise<void> {
    await db.query(`DELETE FROM site_content.versions WHERE site_id = $1 AND version = $2`, [
      siteId,
      version,
    ])
  }

  async setVersions(
    db: EntityManager,
    siteId: string,
    state: { published: boolean; liveVersion: number; draftVersion: number | null },
  ): Promise<void> {
    await db.query(
      `UPDATE site_content.sites SET published = $2, live_version = $3, draft_version = $4,
         updated_at = clock_timestamp(), content_updated_at = clock_timestamp() WHERE site_id = $1`,
      [siteId, state.published, state.liveVersion, state.draftVersion],
    )
  }

  /** Which of `objectKeys` (asset files) the content of any version stored here names. */
  async assetKeysNamed(objectKeys: string[]): Promise<string[]> {
    if (objectKeys.length === 0) return []
    const rows = (await this.dataSource.query(
      `SELECT DISTINCT k.key FROM site_content.versions v, unnest(v.asset_keys) AS k(key)
        WHERE v.asset_keys && $1::text[] AND k.key = ANY($1::text[])`,
      [objectKeys],
    )) as Array<{ key: string }>
    return rows.map((r) => r.key)
  }

  /** The site and, by cascade, its versions, whose rows are locked first (`lockVersions`). */
  async deleteSite(siteId: string): Promise<void> {
    await this.dataSource.transaction(async (db) => {
      await lockVersions(db, siteId)
      await db.query(`DELETE FROM site_content.sites WHERE site_id = $1`, [siteId])
    })
  }

  /** Bytes of the largest pages part among the site's versions. */
  async maxPagesLength(siteId: string): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT coalesce(max(octet_length(pages)), 0)::bigint AS length FROM site_content.versions
       WHERE site_id = $1`,
      [siteId],
    )) as Array<{ length: string }>
    return Number(row?.length ?? 0)
  }
}

/**
 * Locks a site's version rows until the transaction ends. A save takes its version's row and then
 * the site's, so whatever also takes the site's row (a version change, a deletion) takes the
 * versions' first, in the same order, and never deadlocks with a save.
 */
async function lockVersions(db: EntityManager, siteId: string): Promise<void> {
  await db.query('SELECT 1 FROM site_content.versions WHERE site_id = $1 FOR UPDATE', [siteId])
}
