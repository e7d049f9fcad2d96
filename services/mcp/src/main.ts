import { bootstrap, run } from '@tessera/kit'
import { AppModule } from './app.module.js'
import { loadMcpConfig } from './config.js'

const config = loadMcpConfig()
run(() => bootstrap(AppModule.register(config)))
