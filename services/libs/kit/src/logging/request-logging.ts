import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import type { Logger } from 'pino'
import { pinoHttp } from 'pino-http'

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

/** One log line per request, tagged with its request id. */
export function requestLogging(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: requestId,
    autoLogging: { ignore: (req) => req.url?.startsWith('/health') === true },
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  }) as unknown as RequestHandler
}
