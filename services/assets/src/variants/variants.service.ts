import { InjectQueue } from '@nestjs/bullmq'
import { Inject, Injectable } from '@nestjs/common'
import { ALL_SITES, announceAssetChange, CONFIG, LOGGER, REDIS } from '@tessera/kit'
import { IMAGE_JOBS_QUEUE, type ImageIconsDone, type ImageVariantsDone } from '@tessera/proto'
import { Queue } from 'bullmq'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import type { AssetsConfig } from '../config.js'
import { AssetsRepository } from '../assets/assets.repository.js'
import { ObjectStorage } from '../storage/object-storage.js'
import { iconKeys, queueIcons, queueVariants, variantKeys } from './variant-jobs.js'

/**
 * Responsive copies of images: asked for when an image's bytes are verified (and by the
 * backfill for older ones), recorded when the worker is done, so pages offer them.
 */
@Injectable()
export class VariantsService {
  constructor(
    private readonly assets: AssetsRepository,
    private readonly storage: ObjectStorage,
    @InjectQueue(IMAGE_JOBS_QUEUE) private readonly imageJobs: Queue,
    @Inject(CONFIG) private readonly config: AssetsConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** Never fails the verify that asks: without copies, pages serve the original. */
  async request(asset: { id: string; objectKey: string }): Promise<void> {
    try {
      await queueVariants(this.imageJobs, asset, this.storage.bucket)
    } catch (err) {
      this.logger.warn({ err, assetId: asset.id }, 'could not ask for image variants')
    }
  }

  /** Icon files for assets a site uses as its icon; never fails the render that asks. */
  async requestIcons(assets: ReadonlyArray<{ id: string; objectKey: string }>): Promise<void> {
    for (const asset of assets) {
      try {
        await queueIcons(this.imageJobs, asset, this.storage.bucket)
      } catch (err) {
        this.logger.warn({ err, assetId: asset.id }, 'could not ask for icon files')
      }
    }
  }

  /** Keeps the icon files as `record` keeps copies; site servers render the pages again. */
  async recordIcons(done: ImageIconsDone): Promise<boolean> {
    const recorded = await this.assets.setIcons(done.assetId, done.source, done.icons)
    if (!recorded) {
      await this.storage.remove(iconKeys(done.icons))
      return false
    }
    await this.announce(recorded, done.assetId)
    return true
  }

  /**
   * Keeps the copies when the asset still serves the bytes they were made from; otherwise
   * (replaced or deleted meanwhile) removes them. Site servers render the asset's pages again.
   */
  async record(done: ImageVariantsDone): Promise<boolean> {
    const recorded = await this.assets.setVariants(done.assetId, done.source, done.variants)
    if (!recorded) {
      await this.storage.remove(variantKeys(done.variants))
      return false
    }
    await this.announce(recorded, done.assetId)
    return true
  }

  private async announce(
    recorded: { siteKind: string; siteId: string | null },
    assetId: string,
  ): Promise<void> {
    const site = recorded.siteKind === 'site' ? recorded.siteId! : ALL_SITES
    await announceAssetChange(this.redis, this.config.REDIS_PREFIX, site).catch((err: unknown) =>
      this.logger.warn({ err, assetId }, 'could not announce an asset change'),
    )
  }
}
