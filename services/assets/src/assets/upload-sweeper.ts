import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common'
import { CONFIG, LOGGER } from '@tessera/kit'
import type { Logger } from 'pino'
import type { AssetsConfig } from '../config.js'
import { SitesDirectory } from '../sites/sites-directory.js'
import { ObjectStorage } from '../storage/object-storage.js'
import { AssetsRepository } from './assets.repository.js'
import { UPLOAD_PREFIX } from './object-keys.js'

/** How many retired files the sweep asks the sites service about at once. */
const RETIRED_BATCH = 500

/**
 * Closes uploads nobody verified: first uploads become Expired, abandoned replacements fall
 * back to Uploaded, and their unverified objects are removed. Every replica may run it; rows
 * are claimed with SKIP LOCKED. Less often, it also removes old objects in the upload area
 * that no asset waits for, and the bytes assets served before a replace once nothing names them
 * (no rendering lately, no stored site content).
 */
@Injectable()
export class UploadSweeper implements OnModuleInit, OnApplicationShutdown {
  private timers: NodeJS.Timeout[] = []

  constructor(
    private readonly assets: AssetsRepository,
    private readonly storage: ObjectStorage,
    private readonly sites: SitesDirectory,
    @Inject(CONFIG) private readonly config: AssetsConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.timers = [
      setInterval(() => void this.sweep(), this.config.UPLOAD_SWEEP_SECONDS * 1000),
      setInterval(() => void this.sweepOrphans(), this.config.ORPHAN_SWEEP_SECONDS * 1000),
      setInterval(() => void this.sweepRetired(), this.config.RETIRED_SWEEP_SECONDS * 1000),
    ]
    for (const timer of this.timers) timer.unref()
  }

  onApplicationShutdown(): void {
    this.timers.forEach(clearInterval)
  }

  async sweep(): Promise<number> {
    try {
      const keys = await this.assets.closeStaleUploads(this.config.UPLOAD_VERIFY_GRACE_SECONDS)
      await this.storage.remove(keys)
      if (keys.length) this.logger.info({ count: keys.length }, 'closed stale uploads')
      return keys.length
    } catch (err) {
      this.logger.warn({ err }, 'upload sweep failed')
      return 0
    }
  }

  /**
   * Removes the bytes assets served before a replace once RETIRED_OBJECT_GRACE_SECONDS have
   * passed since the replace and since a rendering last named their address, and no stored
   * site content (a draft or published version of any site, an identity site, a template) names
   * them any more. Pages are rendered with each asset's current address, so the old bytes serve
   * what still holds an old address: a page cached before the replace, a version saved with it.
   * When the sites service cannot say, nothing is removed.
   */
  async sweepRetired(): Promise<number> {
    const grace = this.config.RETIRED_OBJECT_GRACE_SECONDS
    const started = new Date()
    let removed = 0
    try {
      for (;;) {
        const due = await this.assets.retiredDue(grace, started, RETIRED_BATCH)
        if (due.length === 0) break
        const named = await this.sites.namedObjectKeys(due)
        await this.assets.noteChecked(due, new Date())
        const gone = await this.assets.forgetRetired(
          due.filter((key) => !named.has(key)),
          grace,
        )
        await this.storage.remove(gone)
        removed += gone.length
        if (due.length < RETIRED_BATCH) break
      }
      if (removed) this.logger.info({ count: removed }, 'removed replaced asset files')
    } catch (err) {
      this.logger.warn({ err }, 'retired sweep failed')
    }
    return removed
  }

  /** Removes objects under `uploads/` older than ORPHAN_AGE_SECONDS that no asset waits for. */
  async sweepOrphans(): Promise<number> {
    const before = new Date(Date.now() - this.config.ORPHAN_AGE_SECONDS * 1000)
    let removed = 0
    try {
      for await (const keys of this.storage.listOlderThan(UPLOAD_PREFIX, before)) {
        const pending = await this.assets.pendingAmong(keys)
        const orphans = keys.filter((key) => !pending.has(key))
        await this.storage.remove(orphans)
        removed += orphans.length
      }
      if (removed) this.logger.info({ count: removed }, 'removed orphaned uploads')
    } catch (err) {
      this.logger.warn({ err }, 'orphan sweep failed')
    }
    return removed
  }
}
