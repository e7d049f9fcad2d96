import type { ChildProcess } from 'node:child_process'

export const ROOT: string
export const services: ReadonlyArray<{
  name: string
  port: number
  grpcPort?: number
  migrate?: boolean
  dir?: string
  main?: string
}>
export type ServiceEnv = Record<string, string>

export interface RunningService {
  name: string
  url: string
  child: ChildProcess
  stop(): Promise<void>
}

export function startService(
  name: string,
  env: ServiceEnv,
  options?: { port?: number; logFile?: string },
): Promise<RunningService>
export function freePort(): Promise<number>

export type Ports = Record<string, number>
export function freePorts(): Promise<Ports>
export function stackEnv(options: {
  ports: Ports
  databaseUrl: string
  redisUrl: string
  redisPrefix: string
  smtpUrl: string
  nodeEnv: string
  logLevel: string
  gatewayHost: string
  extra?: Record<string, ServiceEnv>
}): Record<string, ServiceEnv>
export function ensureDatabase(databaseUrl: string, options?: { fresh?: boolean }): Promise<void>
export const TEST_PASSWORD_HASHING: ServiceEnv
export function migrateAll(envs: Record<string, ServiceEnv>, names?: string[]): Promise<void>
export function stopStack(running: RunningService[]): Promise<void>
