import { Code, ConnectError } from '@connectrpc/connect'
import { ApiError } from '@tessera/kit'

/** Response headers that carry an ApiError across a gRPC call. Belongs in the kit. */
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
