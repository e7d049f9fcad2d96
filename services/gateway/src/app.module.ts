import { DynamicModule, Module } from '@nestjs/common'
import { KitModule } from '@tessera/kit'
import type { GatewayConfig } from './config.js'

/** The gateway's own routes are only the kit's health and metrics; the rest is middleware. */
@Module({})
export class AppModule {
  static register(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [KitModule.forRoot({ service: 'gateway', config, redis: true })],
    }
  }
}
