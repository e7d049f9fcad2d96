import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, brotliDecompress, constants } from 'node:zlib'
import { Injectable } from '@nestjs/common'
import type { EntityManager } from 'typeorm'
import type { SiteRecord } from '../content/site-record.entity.js'
import type { SiteVersion } from '../content/site-version.entity.js'
import { errors } from '../errors.js'
import { RestorePointsRepository, type RestorePointRow } from './restore-points.repository.js'
import { allowanceOf, pointsToDrop, type RestorePointKind } from './retention.js'

const compress = promisify(brotliCompress)
const decompress = promisify(brotliDecompress)

/** The content a restore point keeps: a version's parts as JSON text, without history. */
export interface SnapshotContent {
  name: string
  version: string
  context: string
  defaults: string
  pages: string
  pageOrder: string
}

export function snapshotOf(version: SiteVersion): SnapshotContent {
  return {
    name: version.name,
    version: version.formatVersion,
    context: version.context,
    defaults: version.defaults,
    pages: version.pages,
    pageOrder: version.pageOrder,
  }
}

/** Brotli at a middle quality: within a few times gzip's speed, a third smaller on site JSON. */
const BROTLI_QUALITY = 5

export interface TakeSnapshot {
  kind: RestorePointKind
  authorId: string | null
  name?: string
  sourcePointId?: string
}

/**
 * Takes and reads restore points. An automatic point whose content equals the site's newest
 * point is not stored again (a publish right after a restore, a retried save); each new
 * automatic point prunes what the site's tier no longer keeps.
 */
@Injectable()
export class RestorePoints {
  constructor(private readonly points: RestorePointsRepository) {}

  async take(
    db: EntityManager,
    site: SiteRecord,
    version: SiteVersion,
    take: TakeSnapshot,
  ): Promise<RestorePointRow | undefined> {
    const text = JSON.stringify(snapshotOf(version))
    const contentHash = createHash('sha256').update(text).digest('base64url')
    if (take.kind === 'named') {
      const limit = allowanceOf(site.siteType).namedPoints
      if (limit !== null && (await this.points.countNamed(site.siteId, db)) >= limit) {
        throw errors.RestorePointLimitExceeded()
      }
    } else {
      const newest = await this.points.newest(site.siteId, db)
      if (newest?.contentHash === contentHash) return undefined
    }
    const bytes = Buffer.from(text)
    const content = await compress(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    })
    const point = await this.points.insert(
      {
        siteId: site.siteId,
        kind: take.kind,
        name: take.name ?? null,
        authorId: take.authorId,
        version: version.version,
        sourcePointId: take.sourcePointId ?? null,
        content,
        contentHash,
        contentBytes: bytes.length,
      },
      db,
    )
    if (take.kind !== 'named') {
      const drop = pointsToDrop(
        await this.points.kept(site.siteId, db),
        allowanceOf(site.siteType),
        new Date(),
      )
      await this.points.remove(drop, db)
    }
    return point
  }

  /** A point of this site with its content; another site's point answers RestorePointNotFound. */
  async read(siteId: string, id: string) {
    const point = await this.points.find(siteId, id)
    if (!point) throw errors.RestorePointNotFound()
    const { content, ...row } = point
    const snapshot = JSON.parse((await decompress(content)).toString('utf8')) as SnapshotContent
    return { point: row, snapshot }
  }

  list(siteId: string, page: { before?: Date; limit: number }) {
    return this.points.list(siteId, page)
  }

  /** False when the site has no such named point. */
  removeNamed(siteId: string, id: string): Promise<boolean> {
    return this.points.removeNamed(siteId, id)
  }

  storedBytes(siteId: string) {
    return this.points.storedBytes(siteId)
  }
}
