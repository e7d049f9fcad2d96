import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq'
import { Inject } from '@nestjs/common'
import { CONFIG, LOGGER } from '@tessera/kit'
import {
  IMAGE_ICONS_JOB,
  IMAGE_JOBS_QUEUE,
  IMAGE_VARIANTS_DONE_QUEUE,
  IMAGE_VARIANTS_JOB,
  imageIconsJobSchema,
  imageJobSchema,
  imageOutputContentTypes,
  imageVariantFormats,
  imageVariantsJobSchema,
  type ImageIcon,
  type ImageIconsDone,
  type ImageJobResult,
  type ImageVariant,
  type ImageVariantsDone,
} from '@tessera/proto'
import { Queue, UnrecoverableError, type Job } from 'bullmq'
import type { Logger } from 'pino'
import { imageWorkerConfig, type ImageWorkerConfig } from '../config.js'
import { JobStorage } from './job-storage.js'
import { optimiseImage, UnusableJobError } from './optimise-image.js'
import { makeVariants } from '../variants/make-variants.js'
import { makeIcons } from '../icons/make-icons.js'

/** The asset upload limit (platform.md 9): a larger result could never be verified. */
const MAX_BYTES = 10_000_000

const options = imageWorkerConfig()

/**
 * Optimises one image: reads the posted file, runs sharp within the limits, and writes the
 * result to the asset's pending upload. Bad input fails at once with its reason; anything else
 * (storage, a timeout) is retried with back-off. A job whose worker dies is taken back once
 * its lock lapses and runs again from the start: every step can simply be repeated.
 */
@Processor(IMAGE_JOBS_QUEUE, {
  concurrency: options.IMAGE_CONCURRENCY,
  lockDuration: options.IMAGE_LOCK_MS,
  stalledInterval: options.IMAGE_STALLED_INTERVAL_MS,
  maxStalledCount: options.IMAGE_MAX_STALLED,
})
export class ImageProcessor extends WorkerHost {
  constructor(
    private readonly storage: JobStorage,
    @InjectQueue(IMAGE_VARIANTS_DONE_QUEUE) private readonly done: Queue,
    @Inject(CONFIG) private readonly config: ImageWorkerConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super()
  }

  async process(job: Job<unknown>): Promise<ImageJobResult | ImageVariantsDone | ImageIconsDone> {
    if (job.name === IMAGE_VARIANTS_JOB) return this.variants(job)
    if (job.name === IMAGE_ICONS_JOB) return this.icons(job)
    const parsed = imageJobSchema.safeParse(job.data)
    if (!parsed.success) {
      throw new UnrecoverableError(
        `invalid image job: ${parsed.error.issues[0]?.message ?? 'unknown'}`,
      )
    }
    const data = parsed.data
    const started = Date.now()
    const signal = AbortSignal.timeout(this.config.IMAGE_JOB_TIMEOUT_MS)
    const lastTry = job.attemptsMade + 1 >= (job.opts.attempts ?? 1)
    try {
      const input = await this.storage.readInput(data.input, MAX_BYTES, signal)
      const image = await optimiseImage(input, {
        inputFormat: data.inputFormat,
        outputFormat: data.outputFormat,
        optimizeAlgo: data.optimizeAlgo,
        quality: data.quality,
        maxDimension: this.config.IMAGE_MAX_DIMENSION,
        maxInputPixels: this.config.IMAGE_MAX_INPUT_PIXELS,
        timeoutMs: Math.max(1, this.remainingMs(started)),
      })
      if (image.data.length > MAX_BYTES) {
        throw new UnusableJobError(
          `The optimised image has ${image.data.length} bytes, more than the ${MAX_BYTES}-byte upload limit`,
        )
      }
      signal.throwIfAborted()
      await this.storage.writeOutput(data.output, image.data, data.output.contentType, signal)
      await this.removeInput(data.input)
      this.logger.info(
        { jobId: job.id, ms: Date.now() - started, in: input.length, out: image.data.length },
        'image optimised',
      )
      return {
        key: data.output.key,
        size: image.data.length,
        contentType: data.output.contentType,
        width: image.width,
        height: image.height,
      }
    } catch (error) {
      const unusable = error instanceof UnusableJobError
      if (unusable || lastTry) await this.removeInput(data.input)
      if (unusable) throw new UnrecoverableError(error.message)
      if (signal.aborted) {
        throw new Error(`Image processing took longer than ${this.config.IMAGE_JOB_TIMEOUT_MS} ms`)
      }
      throw error
    }
  }

  /**
   * Responsive copies of an asset's verified bytes, stored beside them, then handed to the
   * assets service, which records them (or removes them when the asset moved on meanwhile).
   * Bytes gone by the time the job runs need no copies: the job ends with none.
   */
  private async variants(job: Job<unknown>): Promise<ImageVariantsDone> {
    const parsed = imageVariantsJobSchema.safeParse(job.data)
    if (!parsed.success) {
      throw new UnrecoverableError(
        `invalid variants job: ${parsed.error.issues[0]?.message ?? 'unknown'}`,
      )
    }
    const { assetId, source, quality } = parsed.data
    const started = Date.now()
    const limit = this.config.IMAGE_VARIANTS_TIMEOUT_MS
    const signal = AbortSignal.timeout(limit)
    try {
      const input = await this.storage.readPublic(source, MAX_BYTES, signal)
      const variants: ImageVariant[] = []
      if (input) {
        const encoded = await makeVariants(input, {
          formats: imageVariantFormats,
          quality,
          maxInputPixels: this.config.IMAGE_MAX_INPUT_PIXELS,
          timeoutMs: Math.max(1, limit - (Date.now() - started)),
        })
        const stem = source.key.replace(/\.[^./]+$/, '')
        for (const { format, width, height, data } of encoded) {
          const key = `${stem}-w${width}.${format}`
          const contentType = imageOutputContentTypes[format] as ImageVariant['contentType']
          await this.storage.writePublic(source, key, data, contentType)
          variants.push({ key, contentType, width, height, size: data.length })
        }
      }
      const result: ImageVariantsDone = { assetId, source: source.key, variants }
      await this.handBack('done', result, job.id ?? `${assetId}-${started}`)
      this.logger.info(
        {
          jobId: job.id,
          ms: Date.now() - started,
          in: input?.length ?? 0,
          copies: variants.length,
        },
        'image variants made',
      )
      return result
    } catch (error) {
      if (error instanceof UnusableJobError) throw new UnrecoverableError(error.message)
      if (signal.aborted) {
        throw new Error(`Image processing took longer than ${limit} ms`)
      }
      throw error
    }
  }

  /**
   * A site's icon files made from an asset's verified bytes, stored beside them, then handed to
   * the assets service like variants. Bytes gone meanwhile get none.
   */
  private async icons(job: Job<unknown>): Promise<ImageIconsDone> {
    const parsed = imageIconsJobSchema.safeParse(job.data)
    if (!parsed.success) {
      throw new UnrecoverableError(
        `invalid icons job: ${parsed.error.issues[0]?.message ?? 'unknown'}`,
      )
    }
    const { assetId, source } = parsed.data
    const started = Date.now()
    const limit = this.config.IMAGE_VARIANTS_TIMEOUT_MS
    const signal = AbortSignal.timeout(limit)
    try {
      const input = await this.storage.readPublic(source, MAX_BYTES, signal)
      const icons: ImageIcon[] = []
      if (input) {
        const encoded = await makeIcons(input, {
          maxInputPixels: this.config.IMAGE_MAX_INPUT_PIXELS,
          timeoutMs: Math.max(1, limit - (Date.now() - started)),
        })
        const stem = source.key.replace(/\.[^./]+$/, '')
        for (const { contentType, size, data } of encoded) {
          const key =
            contentType === 'image/x-icon' ? `${stem}-icon.ico` : `${stem}-icon-${size}.png`
          await this.storage.writePublic(source, key, data, contentType)
          icons.push({ key, contentType, size, bytes: data.length })
        }
      }
      const result: ImageIconsDone = { assetId, source: source.key, icons }
      await this.handBack(IMAGE_ICONS_JOB, result, job.id ?? `${assetId}-${started}`)
      this.logger.info(
        { jobId: job.id, ms: Date.now() - started, in: input?.length ?? 0, icons: icons.length },
        'image icons made',
      )
      return result
    } catch (error) {
      if (error instanceof UnusableJobError) throw new UnrecoverableError(error.message)
      if (signal.aborted) throw new Error(`Image processing took longer than ${limit} ms`)
      throw error
    }
  }

  /** A result for the assets service, kept on its queue until it is recorded. */
  private async handBack(
    name: string,
    result: ImageVariantsDone | ImageIconsDone,
    jobId: string,
  ): Promise<void> {
    await this.done.add(name, result, {
      jobId: `done-${jobId}`,
      attempts: 10,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: { age: 24 * 3600, count: 10_000 },
      removeOnFail: { age: 7 * 24 * 3600, count: 10_000 },
    })
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job<unknown> | undefined, error: Error): void {
    this.logger.warn(
      { jobId: job?.id, attempt: job?.attemptsMade, reason: error.message },
      'image job failed',
    )
  }

  private remainingMs(started: number): number {
    return this.config.IMAGE_JOB_TIMEOUT_MS - (Date.now() - started)
  }

  private async removeInput(ref: { bucket: string; key: string }): Promise<void> {
    await this.storage.removeInput(ref).catch((err: unknown) => {
      this.logger.warn({ err, key: ref.key }, 'could not remove job input')
    })
  }
}
