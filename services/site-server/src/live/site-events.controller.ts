import { Controller, Get, Param, Req, Res } from '@nestjs/common'
import { Access, ApiRoute, uuidParam, ZodPipe } from '@tessera/kit'
import type { Request, Response } from 'express'
import { z } from 'zod'
import { errors } from '../errors.js'
import { SiteEvents, type SiteEvent } from './site-events.js'

/** A comment line every this often keeps proxies and the builder from taking the stream as dead. */
export const HEARTBEAT_MS = 15_000

/** One event in the text/event-stream form. */
export function sseFrame({ event, data }: SiteEvent): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
}

/** A site's live events as server-sent events, for its open builders. */
@Controller('api/sites/:id/events')
export class SiteEventsController {
  constructor(private readonly events: SiteEvents) {}

  @Access('site:read', { site: 'id' })
  @Get()
  @ApiRoute({
    summary:
      "Hear the site's live events (server-sent events): `ready` once listening, then `saved` after each save that changed content",
    status: 200,
    response: z.string(),
    responseType: 'text/event-stream',
    errors: [errors.SiteNotFound],
  })
  async stream(
    @Param('id', new ZodPipe(uuidParam)) id: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    res.status(200)
    res.setHeader('content-type', 'text/event-stream; charset=utf-8')
    res.setHeader('cache-control', 'no-store')
    // Proxies in front must pass each event on as it comes.
    res.setHeader('x-accel-buffering', 'no')
    res.flushHeaders()
    let stop: () => void
    try {
      stop = await this.events.listen(id, (event) => res.write(sseFrame(event)))
    } catch {
      // Redis is unreachable: the stream ends and the builder connects again later.
      res.end()
      return
    }
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS)
    const close = () => {
      clearInterval(heartbeat)
      stop()
    }
    req.on('close', close)
    if (req.destroyed) return close()
    res.write(sseFrame({ event: 'ready', data: {} }))
  }
}
