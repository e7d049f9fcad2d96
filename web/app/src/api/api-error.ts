/**
 * What a failed call raises: the server's `{code, message}`, or NETWORK_FAILURE; `data` holds
 * what else the envelope carries (UpdateStale's `newer_save`, a rule's `field`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly data: Readonly<Record<string, unknown>> = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const NETWORK_FAILURE = 'NETWORK_FAILURE'

export function networkFailure(status = 0): ApiError {
  return new ApiError(status, NETWORK_FAILURE, '')
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** The failure a response body describes: its `{code, message}` envelope, else `fallbackCode`. */
export function apiErrorFrom(status: number, body: string, fallbackCode = 'None'): ApiError {
  let code: unknown
  let message: unknown
  let data: Record<string, unknown> = {}
  try {
    const parsed: unknown = JSON.parse(body)
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      ({ code, message, ...data } = parsed as Record<string, unknown>)
  } catch {
    // not JSON: no envelope
  }
  return new ApiError(
    status,
    typeof code === 'string' ? code : fallbackCode,
    typeof message === 'string' ? message : '',
    data,
  )
}
