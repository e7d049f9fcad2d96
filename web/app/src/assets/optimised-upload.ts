import { isApiError } from '../api/api-error'
import {
  plainUploader,
  sendWithProgress,
  type FileUploader,
  type ProgressSender,
} from './upload-file'

/** Optimised upload applies to png, jpeg and webp only (platform.md section 5). */
const formats: Record<string, 'png' | 'jpeg' | 'webp'> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
}

/** Each format keeps its type; jpeg gets the mozjpeg encoder, the others the default one. */
const algorithms = { png: '', jpeg: 'mozjpeg', webp: '' } as const

export const IMAGE_JOB_QUALITY = 85
export const IMAGE_JOB_POLL_MS = 1000
export const IMAGE_JOB_TIMEOUT_MS = 10_000
export const IMAGE_API_KEY_HEADER = 'x-image-api-key'

/** Sending the bytes is this share of the progress bar; the job's result fills the rest. */
const SENDING_SHARE = 0.9

export interface ImageJobsConfig {
  /** The jobs API, e.g. `/api/jobs`. */
  url: string
  /** The image API key the editor and the asset manager send in `x-image-api-key`. */
  key: string
}

/** The image-processing service, set at build time; without a key uploads stay plain. */
export const IMAGE_JOBS: ImageJobsConfig | undefined = import.meta.env.VITE_IMAGE_API_KEY
  ? {
      url: import.meta.env.VITE_IMAGE_API_URL ?? '/api/jobs',
      key: import.meta.env.VITE_IMAGE_API_KEY,
    }
  : undefined

export interface OptimisedUploadDeps {
  send: ProgressSender
  fetch: typeof fetch
  sleep(ms: number): Promise<void>
  now(): number
}

const defaultDeps: OptimisedUploadDeps = {
  send: sendWithProgress,
  fetch: (...args) => fetch(...args),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => Date.now(),
}

type JobStatus = 'pending' | 'processing' | 'complete' | 'fail'

/**
 * Optimised upload (platform.md section 7): a png, jpeg or webp goes to the image service as a
 * multipart job naming the asset's upload address; the job is polled once a second until it
 * completes or fails, for at most 10 s. A job that cannot start, fails or runs out of time
 * falls back to the plain upload, and the user is told why. Other types upload plainly.
 */
export function optimisedUploader(
  config: ImageJobsConfig,
  plain: FileUploader = plainUploader(),
  deps: OptimisedUploadDeps = defaultDeps,
): FileUploader {
  const headers = { [IMAGE_API_KEY_HEADER]: config.key }

  async function start(uploadUrl: string, file: File, onProgress: (f: number) => void) {
    const format = formats[file.type]!
    const form = new FormData()
    form.append('file', file, file.name)
    form.append('uploadUrl', uploadUrl)
    form.append('inputFormat', format)
    form.append('outputFormat', format)
    form.append('optimizeAlgo', algorithms[format])
    form.append('quality', String(IMAGE_JOB_QUALITY))
    const text = await deps.send({
      method: 'POST',
      url: config.url,
      body: form,
      headers,
      onProgress: (fraction) => onProgress(fraction * SENDING_SHARE),
    })
    const { jobId } = JSON.parse(text) as { jobId?: unknown }
    if (typeof jobId !== 'string' || jobId === '') throw new Error('The jobs API gave no jobId')
    return jobId
  }

  /** Whether the job completed within the timeout. A refused poll ends it at once. */
  async function completed(jobId: string): Promise<boolean> {
    const deadline = deps.now() + IMAGE_JOB_TIMEOUT_MS
    while (deps.now() < deadline) {
      await deps.sleep(IMAGE_JOB_POLL_MS)
      let response: Response
      try {
        response = await deps.fetch(`${config.url}/${encodeURIComponent(jobId)}`, { headers })
      } catch {
        continue // no answer this time; ask again until the deadline
      }
      if (response.status >= 400 && response.status < 500) return false
      if (!response.ok) continue
      const { status } = (await response.json()) as { status?: JobStatus }
      if (status === 'complete') return true
      if (status === 'fail') return false
    }
    return false
  }

  return async (uploadUrl, file, report) => {
    if (!formats[file.type]) return plain(uploadUrl, file, report)
    let jobId: string
    try {
      jobId = await start(uploadUrl, file, (fraction) => report.progress(fraction))
    } catch (error) {
      console.warn('Starting the image job failed', isApiError(error) ? error.code : error)
      report.progress(0)
      await plain(uploadUrl, file, report)
      report.notice('assets.notice.jobStartFailed')
      return
    }
    report.optimising()
    if (await completed(jobId)) {
      report.progress(1)
      return
    }
    report.progress(0)
    await plain(uploadUrl, file, report)
    report.notice('assets.notice.jobFailed')
  }
}
