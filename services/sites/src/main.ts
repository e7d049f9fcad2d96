import { bootstrap, run } from '@tessera/kit'
import { AppModule } from './app.module.js'
import { loadSitesConfig } from './config.js'

run(() => bootstrap(AppModule.register(loadSitesConfig())))
