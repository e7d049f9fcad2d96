import { bullConnection, dataSourceOptions, run } from '@tessera/kit'
import { IMAGE_JOBS_QUEUE } from '@tessera/proto'
import { Queue } from 'bullmq'
import { DataSource } from 'typeorm'
import { AssetsRepository } from './assets/assets.repository.js'
import { RASTER_TYPES } from './assets/content-types.js'
import { loadAssetsConfig } from './config.js'
import { assetsDatabase } from './database.js'
import { queueVariants } from './variants/variant-jobs.js'

/**
 * One-off: asks the image worker for the responsive copies of every verified raster image that
 * has none yet (assets verified before copies were made). Safe to run again, beside running
 * services: an asset gets one job per bytes, and one whose copies were recorded is skipped.
 * `npm run backfill-variants -w @tessera/assets` with the service's environment.
 */
run(async () => {
  const config = loadAssetsConfig()
  const dataSource = new DataSource({ ...dataSourceOptions(config, assetsDatabase), poolSize: 1 })
  await dataSource.initialize()
  const queue = new Queue(IMAGE_JOBS_QUEUE, {
    connection: bullConnection(config.REDIS_URL),
    prefix: `${config.REDIS_PREFIX ?? 'tessera'}:bull`,
  })
  try {
    const repository = new AssetsRepository(dataSource)
    let after: string | undefined
    let queued = 0
    for (;;) {
      const batch = await repository.withoutVariants([...RASTER_TYPES], after, 500)
      if (batch.length === 0) break
      for (const asset of batch) await queueVariants(queue, asset, config.S3_BUCKET)
      queued += batch.length
      after = batch[batch.length - 1]!.id
    }
    console.log(`assets: asked for the variants of ${queued} image(s)`)
  } finally {
    await queue.close()
    await dataSource.destroy()
  }
})
