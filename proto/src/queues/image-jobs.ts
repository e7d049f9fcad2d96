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

/** Widths of the responsive copies made of every verified raster image (never above its own). */
export const imageVariantWidths = [320, 640, 960, 1280, 1920] as const
/** The formats of the copies, best first: browsers take the first they support. */
export const imageVariantFormats = ['avif', 'webp'] as const
export type ImageVariantFormat = (typeof imageVariantFormats)[number]

/**
 * Responsive copies of an asset's verified bytes (`source`, under the public prefix), written
 * beside them. Queued on the image-jobs queue under the name `variants`, with the source key
 * as the job id so that a second ask for the same bytes is one job.
 */
export const imageVariantsJobSchema = z.object({
  assetId: z.uuid(),
  source: objectRef,
  quality: z.number().int().min(1).max(100).default(60),
})
export type ImageVariantsJob = z.input<typeof imageVariantsJobSchema>
export const IMAGE_VARIANTS_JOB = 'variants'

export const imageVariantSchema = z.object({
  key: z.string().min(1),
  contentType: z.enum(['image/avif', 'image/webp']),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  size: z.number().int().nonnegative(),
})
export type ImageVariant = z.infer<typeof imageVariantSchema>

/**
 * What the worker hands back to the assets service (which owns the records) once the copies
 * are stored: on its own queue, so a result waits for the assets service however long it is away.
 */
export const IMAGE_VARIANTS_DONE_QUEUE = 'image-variants-done'
export const imageVariantsDoneSchema = z.object({
  assetId: z.uuid(),
  source: z.string().min(1),
  variants: z.array(imageVariantSchema),
})
export type ImageVariantsDone = z.infer<typeof imageVariantsDoneSchema>

/**
 * Icon files of an asset's verified bytes (`source`), for a site that uses the image as its
 * icon: asked for on the site's first use, on the image-jobs queue under the name `icons`, with
 * the source key in the job id. Written beside the bytes; the result goes to the same queue as
 * variants' under the name `icons`.
 */
export const IMAGE_ICONS_JOB = 'icons'
export const imageIconsJobSchema = z.object({
  assetId: z.uuid(),
  source: objectRef,
})
export type ImageIconsJob = z.input<typeof imageIconsJobSchema>

/** The sides of the PNG icons: the apple-touch-icon, then a web app manifest's two. */
export const imageIconPngSizes = [180, 192, 512] as const
/** The sides held in the one favicon.ico file, each a PNG inside it. */
export const imageIconIcoSizes = [16, 32, 48] as const

export const imageIconSchema = z.object({
  key: z.string().min(1),
  contentType: z.enum(['image/x-icon', 'image/png']),
  /** The side in pixels (an ICO's largest). */
  size: z.number().int().positive(),
  bytes: z.number().int().nonnegative(),
})
export type ImageIcon = z.infer<typeof imageIconSchema>

export const imageIconsDoneSchema = z.object({
  assetId: z.uuid(),
  source: z.string().min(1),
  icons: z.array(imageIconSchema),
})
export type ImageIconsDone = z.infer<typeof imageIconsDoneSchema>
