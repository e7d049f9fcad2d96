import { Code, ConnectError } from '@connectrpc/connect'
import { ApiError } from '../errors/api-error.js'

/** Response headers that carry an ApiError across a gRPC call. */
export const ERROR_CODE_HEADER = 'tessera-error-code'
const ERROR_STATUS_HEADER = 'tessera-error-status'

/** An ApiError as a gRPC error that keeps its code, status and message. */
export function toGrpcError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error
  const grpcCode =
    error.status === 404
      ? Code.NotFound
      : error.status === 403
        ? Code.PermissionDenied
        : Code.InvalidArgument
  return new ConnectError(error.message, grpcCode, {
    [ERROR_CODE_HEADER]: error.code,
    [ERROR_STATUS_HEADER]: String(error.status),
  })
}

/** A gRPC error from another service as the ApiError it carries; anything else stays a fault. */
export function fromGrpcError(error: unknown): unknown {
  if (!(error instanceof ConnectError)) return error
  const code = error.metadata.get(ERROR_CODE_HEADER)
  if (!code) return error
  const status = Number(error.metadata.get(ERROR_STATUS_HEADER) ?? 400)
  return new ApiError(status >= 400 && status < 500 ? status : 400, code, error.rawMessage)
}
