import { run, runMigrations } from '@tessera/kit'
import { loadSitesConfig } from './config.js'
import { sitesDatabase } from './database.js'

run(async () => {
  const applied = await runMigrations(loadSitesConfig(), sitesDatabase)
  console.log(`sites: ${applied.length ? `applied ${applied.join(', ')}` : 'schema up to date'}`)
})
