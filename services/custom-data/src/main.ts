import { bootstrap, run } from '@tessera/kit'
import { AppModule } from './app.module.js'
import { loadCustomDataConfig } from './config.js'
import { SitesDirectory } from './sites/sites-directory.js'
import { customDataCors, visitorBodyLimit } from './visitors/visitor-edge.js'

const config = loadCustomDataConfig()
run(() =>
  bootstrap(AppModule.register(config), {
    beforeRoutes: (app) => {
      app.use(customDataCors(config, app.get(SitesDirectory)))
      app.use(visitorBodyLimit())
      // CSV import bodies; JSON is parsed by the kit.
      app.useBodyParser('text', { type: ['text/csv', 'text/plain'], limit: config.BODY_LIMIT })
    },
  }),
)
