export { Builder } from './builder'
export type {
  BuilderHost,
  HostApi,
  HostApiError,
  HostRequestOptions,
  HostRoute,
  HostUser,
} from './host'
export type {
  ApiAnswer,
  ApiBody,
  ApiOperations,
  ApiQuery,
  ApiRoute,
  ApiSchemas,
} from './api-contract'
