import { inject } from 'vitest'

/** What the integration global setup started, for tests to talk to. */
export interface TestStack {
  /** Every service's HTTP URL by name, and `<name>:grpc` for its gRPC URL. */
  urls: Record<string, string>
  gatewayUrl: string
  authUrl: string
  mailerUrl: string
  mailSinkUrl: string
  redisUrl: string
  redisPrefix: string
  databaseUrl: string
  /** Each service's environment, to start another instance with a few settings changed. */
  env: Record<string, Record<string, string>>
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: TestStack
  }
}

export function testStack(): TestStack {
  return inject('stack')
}
