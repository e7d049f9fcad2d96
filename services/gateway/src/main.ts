import { bootstrap, loadConfig, LOGGER, REDIS, run } from '@tessera/kit'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { AppModule } from './app.module.js'
import { gatewayConfigSchema } from './config.js'
import { apiProxy, bodyLimit } from './proxy/api-proxy.js'
import { answersOwnCors } from './proxy/route-table.js'
import { rateLimiting } from './rate-limit/rate-limits.js'
import { webApp } from './web/web-app.js'

run(async () => {
  const config = loadConfig(gatewayConfigSchema)
  await bootstrap(AppModule.register(config), {
    beforeRoutes: (app) => {
      const logger = app.get<Logger>(LOGGER)
      const cors = {
        origin: config.APP_ORIGINS,
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        allowedHeaders: [
          'Authorization',
          'Content-Type',
          'Accept-Language',
          'X-Request-Id',
          // The image jobs API's credential (/api/jobs).
          'X-Image-Api-Key',
        ],
        exposedHeaders: ['X-Request-Id', 'Retry-After'],
        maxAge: 600,
      }
      // Published sites' forms: custom data allows each site's own origins itself.
      app.enableCors((req, done) => {
        const url = (req as { url?: string }).url ?? ''
        const own = url.startsWith('/api/') && answersOwnCors(url.slice(4))
        done(null, own ? { origin: false } : cors)
      })
      app.use(
        '/api',
        rateLimiting(config, app.get<Redis>(REDIS), logger),
        bodyLimit(config.GATEWAY_BODY_LIMIT),
        ...apiProxy(config, logger),
      )
      app.use(...webApp(config.WEB_DIST))
    },
  })
})
