import { Controller, Get, Inject, Res } from '@nestjs/common'
import type { Response } from 'express'
import { Public } from '../auth/public.decorator.js'

/** A dependency the service cannot serve without (database, Redis). */
export interface ReadinessCheck {
  name: string
  check(): Promise<void>
}

export const READINESS_CHECKS = Symbol('READINESS_CHECKS')

@Controller('health')
export class HealthController {
  constructor(@Inject(READINESS_CHECKS) private readonly checks: ReadinessCheck[]) {}

  /** The process is up; restart it if this stops answering. */
  @Public()
  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' }
  }

  /** Every dependency answers; take the pod out of rotation otherwise. */
  @Public()
  @Get('ready')
  async ready(
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ status: string; checks: Record<string, string> }> {
    const results = await Promise.all(
      this.checks.map(async (c) => {
        try {
          await withTimeout(c.check(), 2000)
          return [c.name, 'up'] as const
        } catch {
          return [c.name, 'down'] as const
        }
      }),
    )
    const ok = results.every(([, state]) => state === 'up')
    res.status(ok ? 200 : 503)
    return { status: ok ? 'ok' : 'unavailable', checks: Object.fromEntries(results) }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms)
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e: unknown) => (clearTimeout(timer), reject(e instanceof Error ? e : new Error(String(e)))),
    )
  })
}
