import { bootstrap, loadConfig, LOGGER, Metrics, REDIS, run } from '@tessera/kit'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { AppModule } from './app.module.js'
import { gatewayConfigSchema } from './config.js'
import { apiHandler } from './proxy/api-handler.js'
import { webApp } from './web/web-app.js'

run(async () => {
  const config = loadConfig(gatewayConfigSchema)
  await bootstrap(AppModule.register(config), {
    // The web app (and the kit's health and metrics) through Express.
    beforeRoutes: (app) => {
      app.use(...webApp(config.WEB_DIST))
    },
    // Every /api request skips Express: the proxy is the hot path.
    firstHandler: (app) =>
      apiHandler({
        config,
        logger: app.get<Logger>(LOGGER),
        redis: app.get<Redis>(REDIS),
        metrics: app.get(Metrics),
        trustProxy: app.getHttpAdapter().getInstance().get('trust proxy fn'),
      }),
  })
})
