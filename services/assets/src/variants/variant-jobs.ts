import {
  IMAGE_ICONS_JOB,
  IMAGE_VARIANTS_JOB,
  imageIconsJobSchema,
  imageVariantsJobSchema,
  type ImageIcon,
  type ImageIconsJob,
  type ImageVariant,
  type ImageVariantsJob,
} from '@tessera/proto'
import type { Queue } from 'bullmq'
import { RASTER_TYPES, type AssetContentType } from '../assets/content-types.js'

/** Whether the worker makes responsive copies of an asset's bytes: raster images only. */
export function getsVariants(contentType: AssetContentType): boolean {
  return RASTER_TYPES.has(contentType)
}

/**
 * Asks the image worker for the copies of one asset's served bytes. The source key is the job
 * id: asking twice for the same bytes while a job waits or runs queues one job.
 */
export async function queueVariants(
  queue: Queue,
  asset: { id: string; objectKey: string },
  bucket: string,
): Promise<void> {
  const job: ImageVariantsJob = { assetId: asset.id, source: { bucket, key: asset.objectKey } }
  // BullMQ ids may not hold a colon; object keys hold none (`assets/{id}/{random}.{ext}`).
  const jobId = `variants-${asset.objectKey.replaceAll('/', '_')}`
  // A finished job keeps its id a while: one asked for again (a backfill after a failure, or
  // after its result was lost) runs again rather than being taken for the one that ended.
  const earlier = await queue.getJob(jobId)
  if (earlier && ((await earlier.isCompleted()) || (await earlier.isFailed()))) {
    await earlier.remove()
  }
  await queue.add(IMAGE_VARIANTS_JOB, imageVariantsJobSchema.parse(job), {
    jobId,
    attempts: 3,
    backoff: { type: 'exponential', delay: 5000 },
    removeOnComplete: { age: 3600, count: 1000 },
    removeOnFail: { age: 7 * 24 * 3600, count: 10_000 },
  })
}

/** The keys of an asset's copies, to remove or retire with the bytes they were made from. */
export function variantKeys(variants: readonly ImageVariant[] | null | undefined): string[] {
  return (variants ?? []).map((variant) => variant.key)
}

/** Whether the worker makes icon files of an asset's bytes: raster images only. */
export const getsIcons = getsVariants

/**
 * Asks the image worker for the icon files of one asset's served bytes, once: a job for the
 * same bytes that waits, runs, ended or failed (an image that cannot be an icon) is not
 * queued again, so a site asking on every render of a page costs one lookup.
 */
export async function queueIcons(
  queue: Queue,
  asset: { id: string; objectKey: string },
  bucket: string,
): Promise<void> {
  const job: ImageIconsJob = { assetId: asset.id, source: { bucket, key: asset.objectKey } }
  await queue.add(IMAGE_ICONS_JOB, imageIconsJobSchema.parse(job), {
    jobId: `icons-${asset.objectKey.replaceAll('/', '_')}`,
    attempts: 3,
    backoff: { type: 'exponential', delay: 5000 },
    removeOnComplete: { age: 3600, count: 1000 },
    removeOnFail: { age: 7 * 24 * 3600, count: 10_000 },
  })
}

/** The keys of an asset's icon files, to remove or retire with the bytes they were made from. */
export function iconKeys(icons: readonly ImageIcon[] | null | undefined): string[] {
  return (icons ?? []).map((icon) => icon.key)
}
