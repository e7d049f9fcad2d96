import { availableParallelism } from 'node:os'
import { baseConfigSchema, loadConfig, redisConfigSchema } from '@tessera/kit'
import { storageConfigSchema } from '@tessera/kit/storage'
import { z } from 'zod'

const ms = z.coerce.number().int().min(100)

export const imageWorkerConfigSchema = baseConfigSchema.extend({
  ...redisConfigSchema.shape,
  /** Where the worker reads job inputs and writes results (the assets bucket, nothing else). */
  ...storageConfigSchema.shape,
  /** Jobs processed at once; sharp is CPU-bound, so one per core by default. */
  IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(availableParallelism()),
  /** libvips threads per image; 0 shares the cores between the concurrent jobs. */
  SHARP_THREADS: z.coerce.number().int().min(0).max(64).default(0),
  /** A job still running after this fails (and is retried with back-off). */
  IMAGE_JOB_TIMEOUT_MS: ms.default(30_000),
  /** Making every responsive copy of one image (ten encodings) may take this long. */
  IMAGE_VARIANTS_TIMEOUT_MS: ms.default(120_000),
  /** Larger inputs are refused before decoding (decompression bombs). */
  IMAGE_MAX_INPUT_PIXELS: z.coerce
    .number()
    .int()
    .min(1)
    .default(8192 * 8192),
  /** Results are scaled down to fit this width and height (never up). */
  IMAGE_MAX_DIMENSION: z.coerce.number().int().min(16).max(16_384).default(4096),
  /** A dead worker's job is taken back after its lock lapses, checked every stalled interval. */
  IMAGE_LOCK_MS: ms.default(30_000),
  IMAGE_STALLED_INTERVAL_MS: ms.default(30_000),
  /** How often a job may be taken back from a dead worker before it fails. */
  IMAGE_MAX_STALLED: z.coerce.number().int().min(0).default(2),
})

export type ImageWorkerConfig = z.infer<typeof imageWorkerConfigSchema>

let loaded: ImageWorkerConfig | undefined

/** Read once: the processor's worker options come from it when its module is loaded. */
export function imageWorkerConfig(): ImageWorkerConfig {
  loaded ??= loadConfig(imageWorkerConfigSchema)
  return loaded
}
