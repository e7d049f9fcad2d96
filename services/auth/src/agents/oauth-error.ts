import { ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common'
import type { Response } from 'express'

/** The error codes of RFC 6749 5.2, RFC 7591 3.2.2 and RFC 8707 that these endpoints use. */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unsupported_grant_type'
  | 'invalid_scope'
  | 'invalid_target'
  | 'invalid_redirect_uri'
  | 'invalid_client_metadata'

/**
 * An error of the OAuth endpoints, which answer in OAuth's own form (`error`,
 * `error_description`) rather than the API's `{code, message}`: clients are generic OAuth ones.
 */
export class OAuthError extends Error {
  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
  ) {
    super(description)
    this.name = 'OAuthError'
  }

  /** An unknown client is 401 (RFC 6749 5.2); every other error is 400. */
  get status(): number {
    return this.error === 'invalid_client' ? 401 : 400
  }
}

@Catch(OAuthError)
export class OAuthErrorFilter implements ExceptionFilter {
  catch(error: OAuthError, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>()
    res.setHeader('Cache-Control', 'no-store')
    res.status(error.status).json({ error: error.error, error_description: error.description })
  }
}
