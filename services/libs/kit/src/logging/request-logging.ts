import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import type { Level, Logger } from 'pino'

declare module 'http' {
  interface IncomingMessage {
    /** The request id (x-request-id), set by requestLogging. */
    id?: string
  }
}

export const REQUEST_ID_HEADER = 'x-request-id'
const validRequestId = /^[A-Za-z0-9._:-]{1,128}$/

/** Keeps a caller's request id when it is well-formed, otherwise makes one. */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers[REQUEST_ID_HEADER]
  const id = typeof given === 'string' && validRequestId.test(given) ? given : randomUUID()
  req.headers[REQUEST_ID_HEADER] = id
  res.setHeader(REQUEST_ID_HEADER, id)
  return id
}

function levelOf(status: number): Level {
  return status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info'
}

/**
 * One log line per request, tagged with its request id: `{req: {id, method, url}, res:
 * {statusCode}, responseTime}`, at error for 5xx, warn for 4xx, else info. It costs a listener
 * per request and nothing more unless the line is written (no child logger per request).
 * Works on plain node:http requests too (the gateway's API path never meets Express).
 */
export function logRequest(logger: Logger, req: IncomingMessage, res: ServerResponse): void {
  const id = requestId(req, res)
  req.id = id
  const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? ''
  if (url.startsWith('/health')) return
  const started = performance.now()
  res.once('close', () => {
    const finished = res.writableFinished
    const level = finished ? levelOf(res.statusCode) : 'warn'
    if (!logger.isLevelEnabled(level)) return
    logger[level](
      {
        req: { id, method: req.method, url },
        res: { statusCode: res.statusCode },
        responseTime: Math.round(performance.now() - started),
      },
      finished ? 'request completed' : 'request aborted',
    )
  })
}

/** {@link logRequest} as Express middleware. */
export function requestLogging(logger: Logger): RequestHandler {
  return (req, res, next) => {
    logRequest(logger, req, res)
    next()
  }
}
