import { randomUUID } from 'node:crypto'
import { InjectQueue } from '@nestjs/bullmq'
import { Inject, Injectable } from '@nestjs/common'
import { commonErrors, CONFIG } from '@tessera/kit'
import {
  IMAGE_JOBS_QUEUE,
  imageJobResultSchema,
  imageJobSchema,
  imageOutputContentTypes,
  type ImageInputFormat,
} from '@tessera/proto'
import { Queue } from 'bullmq'
import sharp from 'sharp'
import { uploadOrigins, type AssetsConfig } from '../config.js'
import { AssetsRepository } from '../assets/assets.repository.js'
import { fileTooBig, checkDimensions } from '../assets/file-inspection.js'
import { sniffBinaryType } from '../assets/file-signature.js'
import { assetContentTypes } from '../assets/content-types.js'
import { UPLOAD_PREFIX } from '../assets/object-keys.js'
import { ObjectStorage } from '../storage/object-storage.js'
import { jobFields, type JobStatus, type JobView } from './dto.js'
import type { MultipartForm } from './multipart.js'
import { errors } from '../errors.js'

export const JOB_INPUT_PREFIX = 'jobs/'

const inputMime: Record<ImageInputFormat, 'image/jpeg' | 'image/png' | 'image/webp'> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
}

const badUploadUrl = () =>
  commonErrors.InvalidFormData('uploadUrl: must be an open upload address for a Tessera asset')

/**
 * The image-processing jobs API (editor.md 4): takes an image and the signed upload address of
 * an asset, and queues an optimisation whose result lands in that asset's pending upload.
 */
@Injectable()
export class JobsService {
  private readonly origins: Set<string>

  constructor(
    private readonly assets: AssetsRepository,
    private readonly storage: ObjectStorage,
    @InjectQueue(IMAGE_JOBS_QUEUE) private readonly queue: Queue,
    @Inject(CONFIG) private readonly config: AssetsConfig,
  ) {
    this.origins = new Set(uploadOrigins(config))
  }

  async create(form: MultipartForm): Promise<{ jobId: string }> {
    const parsed = jobFields.safeParse(form.fields)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      throw commonErrors.InvalidFormData(`${issue?.path.join('.') || 'body'}: ${issue?.message}`)
    }
    const fields = parsed.data
    if (!form.file || form.file.bytes.length === 0) {
      throw errors.invalid_file('Choose a file to optimise')
    }
    if (form.file.truncated) throw fileTooBig()
    const bytes = form.file.bytes

    const key = this.uploadKeyOf(fields.uploadUrl)
    const asset = await this.assets.findOpenUpload(key)
    if (!asset) throw badUploadUrl()
    const outputType = imageOutputContentTypes[fields.outputFormat]
    if (outputType !== asset.pendingContentType) {
      throw commonErrors.InvalidFormData(
        `outputFormat: the upload address expects ${asset.pendingContentType}, not ${outputType}`,
      )
    }

    const declared = inputMime[fields.inputFormat]
    const sniffed = sniffBinaryType(bytes)
    if (sniffed !== declared) {
      const expected = assetContentTypes[declared].label
      throw errors.FILE_TYPE(
        sniffed
          ? `The file is a ${assetContentTypes[sniffed].label} file, not ${expected}`
          : `The file is not a ${expected} image`,
      )
    }
    await this.checkHeader(bytes)

    const jobId = randomUUID()
    const inputKey = `${JOB_INPUT_PREFIX}${jobId}/input`
    await this.storage.write(inputKey, bytes, declared)
    const job = imageJobSchema.parse({
      input: { bucket: this.storage.bucket, key: inputKey },
      output: { bucket: this.storage.bucket, key, contentType: outputType },
      inputFormat: fields.inputFormat,
      outputFormat: fields.outputFormat,
      optimizeAlgo: fields.optimizeAlgo,
      quality: fields.quality,
    })
    await this.queue.add('optimise', job, {
      jobId,
      attempts: this.config.IMAGE_JOB_ATTEMPTS,
      backoff: { type: 'exponential', delay: this.config.IMAGE_JOB_BACKOFF_MS },
      removeOnComplete: { age: 24 * 3600, count: 10_000 },
      removeOnFail: { age: 7 * 24 * 3600, count: 10_000 },
    })
    await this.assets.setUploadJob(key, jobId)
    return { jobId }
  }

  async status(jobId: string): Promise<JobView> {
    // State first: a job read before it finished would lack its reason or result.
    const state = await this.queue.getJobState(jobId)
    const job = state === 'unknown' ? undefined : await this.queue.getJob(jobId)
    if (!job) throw errors.JobNotFound()
    const status: JobStatus =
      state === 'completed'
        ? 'complete'
        : state === 'failed'
          ? 'fail'
          : state === 'active'
            ? 'processing'
            : 'pending'
    const view: JobView = { jobId, status }
    if (status === 'fail') view.error = job.failedReason || 'Image processing failed'
    if (status === 'complete') {
      const result = imageJobResultSchema.safeParse(job.returnvalue)
      if (result.success) {
        const { size, width, height, contentType } = result.data
        view.result = { size, width, height, contentType }
      }
    }
    return view
  }

  /** The object key an upload address names, if it points at our bucket's upload area. */
  private uploadKeyOf(uploadUrl: string): string {
    const url = new URL(uploadUrl)
    if (!this.origins.has(url.origin)) throw badUploadUrl()
    const prefix = `/${this.storage.bucket}/`
    if (!url.pathname.startsWith(prefix)) throw badUploadUrl()
    let key: string
    try {
      key = decodeURIComponent(url.pathname.slice(prefix.length))
    } catch {
      throw badUploadUrl()
    }
    if (!key.startsWith(UPLOAD_PREFIX) || key.includes('..')) throw badUploadUrl()
    return key
  }

  /** A decompression bomb is refused here by its header; the worker never sees it. */
  private async checkHeader(bytes: Buffer): Promise<void> {
    let meta
    try {
      meta = await sharp(bytes, { limitInputPixels: false }).metadata()
    } catch {
      throw errors.invalid_file('The image is corrupt and cannot be read')
    }
    checkDimensions(meta.width, meta.pageHeight ?? meta.height, {
      minWidth: this.config.IMAGE_MIN_WIDTH,
      minHeight: this.config.IMAGE_MIN_HEIGHT,
      maxWidth: this.config.IMAGE_MAX_WIDTH,
      maxHeight: this.config.IMAGE_MAX_HEIGHT,
    })
  }
}
