import { availableParallelism } from 'node:os'
import { bootstrap, run } from '@tessera/kit'
import sharp from 'sharp'
import { AppModule } from './app.module.js'
import { imageWorkerConfig } from './config.js'

const config = imageWorkerConfig()
// Each job is one image; sharp's cache only helps when the same input repeats.
sharp.cache(false)
sharp.concurrency(
  config.SHARP_THREADS ||
    Math.max(1, Math.floor(availableParallelism() / config.IMAGE_CONCURRENCY)),
)

// The worker serves only /health and /metrics over HTTP; its work arrives through the queue.
run(() => bootstrap(AppModule.register(config)))
