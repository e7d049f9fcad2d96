import { bootstrap, run } from '@tessera/kit'
import { AppModule } from './app.module.js'
import { loadAuthConfig } from './config.js'

run(() => bootstrap(AppModule.register(loadAuthConfig())))
