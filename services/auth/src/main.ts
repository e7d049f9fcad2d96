import { bootstrap, run } from '@tessera/kit'
import { AppModule } from './app.module.js'
import { loadAuthConfig } from './config.js'

run(() =>
  bootstrap(AppModule.register(loadAuthConfig()), {
    // OAuth clients post forms to /oauth/token and /oauth/revoke (RFC 6749 3.2).
    beforeRoutes: (app) => {
      app.useBodyParser('urlencoded', { extended: false, limit: '16kb' })
    },
  }),
)
