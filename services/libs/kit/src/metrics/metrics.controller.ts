import { Controller, Get, Header, Inject, Req } from '@nestjs/common'
import type { Request } from 'express'
import { Public } from '../auth/public.decorator.js'
import { commonErrors } from '../errors/error-catalogue.js'
import { Metrics } from './metrics.js'

@Controller('metrics')
export class MetricsController {
  constructor(@Inject(Metrics) private readonly metrics: Metrics) {}

  @Public()
  @Get()
  @Header('Content-Type', 'text/plain; version=0.0.4')
  scrape(@Req() req: Request): Promise<string> {
    // Prometheus scrapes pods directly; anything that came through a proxy is a visitor.
    if (req.headers['x-forwarded-for'] !== undefined) throw commonErrors.NotFound()
    return this.metrics.registry.metrics()
  }
}
