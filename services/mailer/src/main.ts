import { bootstrap, loadConfig, run } from '@tessera/kit'
import { AppModule } from './app.module.js'
import { mailerConfigSchema } from './config.js'

// The worker serves only /health and /metrics over HTTP; its work arrives through the queue.
run(() => bootstrap(AppModule.register(loadConfig(mailerConfigSchema))))
