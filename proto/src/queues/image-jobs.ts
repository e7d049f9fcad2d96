import { z } from 'zod'

/** The queue the image worker consumes; the assets service (jobs API) enqueues to it. */
export const IMAGE_JOBS_QUEUE = 'image-jobs'

/** What the worker reads: optimised upload applies to png, jpeg and webp only (platform.md 5). */
export const imageInputFormats = ['jpeg', 'png', 'webp'] as const
export const imageOutputFormats = ['webp', 'avif', 'jpeg', 'png'] as const
export type ImageInputFormat = (typeof imageInputFormats)[number]
export type ImageOutputFormat = (typeof imageOutputFormats)[number]

/** Encoder choices: mozjpeg (jpeg), pngquant (palette png), lossless (webp, avif, png). */
export const imageOptimizeAlgos = ['', 'mozjpeg', 'pngquant', 'lossless'] as const
export type ImageOptimizeAlgo = (typeof imageOptimizeAlgos)[number]

export const imageOutputContentTypes: Record<ImageOutputFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpeg: 'image/jpeg',
  png: 'image/png',
}

const objectRef = z.object({ bucket: z.string().min(1), key: z.string().min(1) })

/**
 * One optimisation: read `input`, write the result to `output` (an asset's pending upload,
 * which the assets service resolved from the job's uploadUrl). Bucket and keys are checked
 * again by the worker against its own configuration before anything is read or written.
 */
export const imageJobSchema = z.object({
  input: objectRef,
  output: objectRef.extend({ contentType: z.string().min(1) }),
  inputFormat: z.enum(imageInputFormats),
  outputFormat: z.enum(imageOutputFormats),
  optimizeAlgo: z.enum(imageOptimizeAlgos).default(''),
  quality: z.number().int().min(1).max(100).default(85),
})

export type ImageJob = z.input<typeof imageJobSchema>

/** What a completed job returns (kept by BullMQ, read by the jobs API and by verify). */
export const imageJobResultSchema = z.object({
  key: z.string(),
  size: z.number().int().nonnegative(),
  contentType: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})

export type ImageJobResult = z.infer<typeof imageJobResultSchema>
