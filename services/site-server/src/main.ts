import { bootstrap, run } from '@tessera/kit'
import { AppModule } from './app.module.js'
import { loadSiteServerConfig } from './config.js'
import { SiteRequestHandler } from './serving/site-request.handler.js'

run(async () => {
  const config = loadSiteServerConfig()
  await bootstrap(AppModule.register(config), {
    beforeRoutes: (app) => {
      // The editor calls the API from the app's origin; public usage is read from any site.
      app.enableCors((req, callback) => {
        const url = (req as { url?: string }).url ?? ''
        callback(null, {
          origin: url.endsWith('/public_usage') ? '*' : config.APP_ORIGINS,
          methods: ['GET', 'HEAD', 'PATCH'],
          allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
          exposedHeaders: ['X-Request-Id'],
          maxAge: 600,
        })
      })
    },
    // Visitors' pages skip Express entirely: a cached page is a map lookup and a write.
    firstHandler: (app) => {
      const sites = app.get(SiteRequestHandler)
      return (req, res) => sites.handle(req, res)
    },
  })
})
