import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common'
import { CONFIG, LOGGER } from '@tessera/kit'
import type { Logger } from 'pino'
import type { AssetsConfig } from '../config.js'
import { ObjectStorage } from '../storage/object-storage.js'
import { AssetsRepository } from './assets.repository.js'

/**
 * Closes uploads nobody verified: first uploads become Expired, abandoned replacements fall
 * back to Uploaded, and their unverified objects are removed. Every replica may run it; rows
 * are claimed with SKIP LOCKED.
 */
@Injectable()
export class UploadSweeper implements OnModuleInit, OnApplicationShutdown {
  private timer?: NodeJS.Timeout

  constructor(
    private readonly assets: AssetsRepository,
    private readonly storage: ObjectStorage,
    @Inject(CONFIG) private readonly config: AssetsConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.sweep(), this.config.UPLOAD_SWEEP_SECONDS * 1000)
    this.timer.unref()
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer)
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
}
