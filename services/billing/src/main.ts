import { bootstrap, run } from '@tessera/kit'
import { AppModule } from './app.module.js'
import { loadBillingConfig } from './config.js'

run(() =>
  bootstrap(AppModule.register(loadBillingConfig()), {
    // The browser comes back from 3-D Secure with a form post (ECPay's OrderResultURL).
    beforeRoutes: (app) => void app.useBodyParser('urlencoded', { extended: false, limit: '64kb' }),
  }),
)
