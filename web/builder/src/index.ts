export { Builder } from './builder'
export type {
  BuilderHost,
  HostApi,
  HostApiError,
  HostRequestOptions,
  HostRoute,
  HostUser,
} from './host'
