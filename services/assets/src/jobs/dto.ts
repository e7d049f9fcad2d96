import {
  imageInputFormats,
  imageOptimizeAlgos,
  imageOutputFormats,
  type ImageInputFormat,
  type ImageOutputFormat,
} from '@tessera/proto'
import { z } from 'zod'

/** Formats as the editor names them: jpg or jpeg, any case, or a MIME type. */
function format<T extends string>(allowed: readonly T[]) {
  return z
    .string()
    .trim()
    .toLowerCase()
    .transform((v) => v.replace(/^image\//, '').replace(/^jpg$/, 'jpeg'))
    .pipe(z.enum(allowed as [T, ...T[]]))
}

export const jobFields = z.object({
  uploadUrl: z.url({ protocol: /^https?$/ }),
  inputFormat: format<ImageInputFormat>(imageInputFormats),
  outputFormat: format<ImageOutputFormat>(imageOutputFormats),
  optimizeAlgo: z.string().trim().toLowerCase().default('').pipe(z.enum(imageOptimizeAlgos)),
  quality: z
    .string()
    .trim()
    .default('')
    .transform((v) => (v === '' ? 85 : Number(v)))
    .pipe(z.number().int().min(1).max(100)),
})
export type JobFields = z.infer<typeof jobFields>

export const jobStatuses = ['pending', 'processing', 'complete', 'fail'] as const
export type JobStatus = (typeof jobStatuses)[number]

export const jobView = z
  .object({
    jobId: z.string(),
    status: z.enum(jobStatuses),
    /** Why a failed job failed. */
    error: z.string().optional(),
    /** What a complete job wrote to the upload address. */
    result: z
      .object({ size: z.number(), width: z.number(), height: z.number(), contentType: z.string() })
      .optional(),
  })
  .meta({ id: 'JobView' })
export type JobView = z.infer<typeof jobView>
