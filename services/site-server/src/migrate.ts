import { run, runMigrations } from '@tessera/kit'
import { loadSiteServerConfig } from './config.js'
import { siteServerDatabase } from './database.js'

run(async () => {
  const applied = await runMigrations(loadSiteServerConfig(), siteServerDatabase)
  console.log(
    `site-server: ${applied.length ? `applied ${applied.join(', ')}` : 'schema up to date'}`,
  )
})
