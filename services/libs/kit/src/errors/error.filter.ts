import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common'
import type { Request, Response } from 'express'
import type { Logger } from 'pino'
import { ApiError, type ErrorEnvelope } from './api-error.js'
import { commonErrors } from './error-catalogue.js'

/** What a framework-level HTTP error becomes when no ApiError was thrown. */
function fromHttpException(error: HttpException): ApiError {
  const status = error.getStatus()
  switch (status) {
    case HttpStatus.NOT_FOUND:
      return commonErrors.NotFound()
    case HttpStatus.UNAUTHORIZED:
      return commonErrors.Unauthorized()
    case HttpStatus.FORBIDDEN:
      return commonErrors.Forbidden()
    case HttpStatus.PAYLOAD_TOO_LARGE:
      return commonErrors.InvalidFormData('The request body is too large')
    case HttpStatus.TOO_MANY_REQUESTS:
      return commonErrors.TooManyRequests()
    default:
      if (status >= 400 && status < 500) {
        return commonErrors.InvalidFormData()
      }
      return commonErrors.None()
  }
}

/** Body-parser and similar middleware errors carry `status`/`type` rather than HttpException. */
function fromMiddlewareError(error: unknown): ApiError | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const { status, type } = error as { status?: unknown; type?: unknown }
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined
  if (type === 'entity.too.large')
    return commonErrors.InvalidFormData('The request body is too large')
  if (type === 'entity.parse.failed')
    return commonErrors.InvalidFormData('The request body is not valid JSON')
  return commonErrors.InvalidFormData()
}

export function toApiError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error
  if (error instanceof HttpException) return fromHttpException(error)
  return fromMiddlewareError(error)
}

/**
 * Every error leaves a service as `{code, message}`. Anything unexpected is logged with
 * the request id and answered with a generic 500 so internals never leak.
 */
@Catch()
export class ErrorEnvelopeFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp()
    const res = ctx.getResponse<Response>()
    const req = ctx.getRequest<Request>()
    let apiError = toApiError(error)
    if (!apiError || apiError.status >= 500) {
      this.logger.error({ err: error, reqId: req.id, url: req.originalUrl }, 'request failed')
      apiError = commonErrors.None()
    }
    if (res.headersSent) return
    const body: ErrorEnvelope = apiError.toEnvelope()
    res.status(apiError.status).json(body)
  }
}
