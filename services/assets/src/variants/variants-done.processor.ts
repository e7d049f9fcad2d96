import { Processor, WorkerHost } from '@nestjs/bullmq'
import { Inject } from '@nestjs/common'
import { LOGGER } from '@tessera/kit'
import {
  IMAGE_ICONS_JOB,
  IMAGE_VARIANTS_DONE_QUEUE,
  imageIconsDoneSchema,
  imageVariantsDoneSchema,
} from '@tessera/proto'
import { UnrecoverableError, type Job } from 'bullmq'
import type { Logger } from 'pino'
import { VariantsService } from './variants.service.js'

/**
 * Records the copies and icon files the image worker made (the assets schema is this service's
 * alone).
 */
@Processor(IMAGE_VARIANTS_DONE_QUEUE, { concurrency: 4 })
export class VariantsDoneProcessor extends WorkerHost {
  constructor(
    private readonly variants: VariantsService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super()
  }

  async process(job: Job<unknown>): Promise<{ recorded: boolean }> {
    if (job.name === IMAGE_ICONS_JOB) return this.icons(job)
    const parsed = imageVariantsDoneSchema.safeParse(job.data)
    if (!parsed.success) {
      throw new UnrecoverableError(
        `invalid variants result: ${parsed.error.issues[0]?.message ?? 'unknown'}`,
      )
    }
    const recorded = await this.variants.record(parsed.data)
    this.logger.info(
      { assetId: parsed.data.assetId, copies: parsed.data.variants.length, recorded },
      recorded ? 'image variants recorded' : 'image variants of replaced bytes removed',
    )
    return { recorded }
  }

  private async icons(job: Job<unknown>): Promise<{ recorded: boolean }> {
    const parsed = imageIconsDoneSchema.safeParse(job.data)
    if (!parsed.success) {
      throw new UnrecoverableError(
        `invalid icons result: ${parsed.error.issues[0]?.message ?? 'unknown'}`,
      )
    }
    const recorded = await this.variants.recordIcons(parsed.data)
    this.logger.info(
      { assetId: parsed.data.assetId, icons: parsed.data.icons.length, recorded },
      recorded ? 'icon files recorded' : 'icon files of replaced bytes removed',
    )
    return { recorded }
  }
}
