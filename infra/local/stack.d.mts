import type { ChildProcess } from 'node:child_process'

export const ROOT: string
export const services: ReadonlyArray<{ name: string; port: number; migrate?: boolean }>
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
