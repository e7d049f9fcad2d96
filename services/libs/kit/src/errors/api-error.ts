import { HttpStatus } from '@nestjs/common'

/** The body of every 4xx/5xx answer: the spec's `{code, message}`. */
export interface ErrorEnvelope {
  code: string
  message: string
}

/**
 * An error the client should see. `code` is one of the spec's codes (`UserExists`,
 * `InvalidFormData`, `site_subdomain_format`, ...) which the app maps to `errors.{code}`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }

  static badRequest(code: string, message: string): ApiError {
    return new ApiError(HttpStatus.BAD_REQUEST, code, message)
  }

  toEnvelope(): ErrorEnvelope {
    return { code: this.code, message: this.message }
  }
}
