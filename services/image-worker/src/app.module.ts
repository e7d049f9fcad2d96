import { BullModule } from '@nestjs/bullmq'
import { DynamicModule, Module } from '@nestjs/common'
import { KitModule } from '@tessera/kit'
import { IMAGE_JOBS_QUEUE, IMAGE_VARIANTS_DONE_QUEUE } from '@tessera/proto'
import type { ImageWorkerConfig } from './config.js'
import { ImageProcessor } from './optimise/image.processor.js'
import { JobStorage } from './optimise/job-storage.js'

@Module({})
export class AppModule {
  static register(config: ImageWorkerConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        KitModule.forRoot({ service: 'image-worker', config, redis: true }),
        BullModule.registerQueue({ name: IMAGE_JOBS_QUEUE }, { name: IMAGE_VARIANTS_DONE_QUEUE }),
      ],
      providers: [JobStorage, ImageProcessor],
    }
  }
}
