import { Controller, Get, Header, Inject } from '@nestjs/common'
import { Public } from '../auth/public.decorator.js'
import { Metrics } from './metrics.js'

@Controller('metrics')
export class MetricsController {
  constructor(@Inject(Metrics) private readonly metrics: Metrics) {}

  @Public()
  @Get()
  @Header('Content-Type', 'text/plain; version=0.0.4')
  scrape(): Promise<string> {
    return this.metrics.registry.metrics()
  }
}
