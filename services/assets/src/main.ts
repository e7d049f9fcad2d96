import { bootstrap, run } from '@tessera/kit'
import { AppModule } from './app.module.js'
import { loadAssetsConfig } from './config.js'
import { jobsCors } from './jobs/jobs-cors.js'

const config = loadAssetsConfig()
run(() =>
  bootstrap(AppModule.register(config), {
    beforeRoutes: (app) => void app.use('/jobs', jobsCors(config.APP_ORIGINS)),
  }),
)
