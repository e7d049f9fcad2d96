import type { LoggerService } from '@nestjs/common'
import { pino, type Logger } from 'pino'

export function createLogger(service: string, level: string): Logger {
  return pino({
    level,
    base: { service },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.auth_token'],
      censor: '[redacted]',
    },
  })
}

/** NestJS start-up chatter (one line per module and route) is debug detail. */
const startupContexts = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
])

/** Routes NestJS's own log lines through pino so every line is JSON. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    if (context && startupContexts.has(context)) this.logger.debug({ context }, String(message))
    else this.logger.info({ context }, String(message))
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, String(message))
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message))
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message))
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message))
  }
}
