import 'reflect-metadata'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { NestFactory } from '@nestjs/core'
import type { NestExpressApplication } from '@nestjs/platform-express'
import type { DynamicModule } from '@nestjs/common'
import type { Logger } from 'pino'
import type { BaseConfig } from './config/load-config.js'
import { PinoNestLogger } from './logging/logger.js'
import { requestLogging } from './logging/request-logging.js'
import { Metrics } from './metrics/metrics.js'
import { CONFIG, LOGGER } from './tokens.js'

/** Answers a request itself and returns true, or returns false to leave it to Express. */
export type FirstHandler = (req: IncomingMessage, res: ServerResponse) => boolean

export interface BootstrapOptions {
  /** Express-level middleware that must run before the service's routes (the gateway's proxy). */
  beforeRoutes?: (app: NestExpressApplication) => void | Promise<void>
  /**
   * A handler that sees every request before Express does, for a hot path where Express's own
   * work would be most of the cost (the site-server's cached pages).
   */
  firstHandler?: (app: NestExpressApplication) => FirstHandler
}

/** Creates, wires and starts a service's HTTP server; `main.ts` calls only this. */
export async function bootstrap(
  appModule: DynamicModule,
  options: BootstrapOptions = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(appModule, {
    bodyParser: false,
    bufferLogs: true,
  })
  const config = app.get<BaseConfig>(CONFIG)
  const logger = app.get<Logger>(LOGGER)
  app.useLogger(new PinoNestLogger(logger))
  app.disable('x-powered-by')
  app.set('trust proxy', config.TRUST_PROXY)
  app.use(requestLogging(logger))
  app.use(app.get(Metrics).middleware())
  await options.beforeRoutes?.(app)
  if (options.firstHandler) handleFirst(app, options.firstHandler(app))
  app.useBodyParser('json', { limit: config.BODY_LIMIT })
  app.enableShutdownHooks()
  // The gateway keeps upstream connections alive and reuses them in bursts: a server that
  // closes an idle one first (Node's default is 5 s) races it and the request fails with a
  // reset. Idle connections stay open well beyond the gateway's own reuse.
  const server = app.getHttpServer() as Server
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  await app.listen(config.PORT, config.HOST)
  logger.info({ url: await app.getUrl() }, 'listening')
  return app
}

/** Puts `first` in front of Express on the app's HTTP server. */
function handleFirst(app: NestExpressApplication, first: FirstHandler): void {
  const server = app.getHttpServer() as Server
  const listeners = server.listeners('request') as Array<
    (req: IncomingMessage, res: ServerResponse) => void
  >
  server.removeAllListeners('request')
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!first(req, res)) for (const listener of listeners) listener(req, res)
  })
}

/** Runs a service entrypoint, logging a start-up failure and exiting non-zero. */
export function run(main: () => Promise<unknown>): void {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
