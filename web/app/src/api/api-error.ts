/** What a failed call raises: the server's `{code, message}`, or NETWORK_FAILURE. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
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
