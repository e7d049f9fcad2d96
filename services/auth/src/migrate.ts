import { run, runMigrations } from '@tessera/kit'
import { loadAuthConfig } from './config.js'
import { authDatabase } from './database.js'

run(async () => {
  const applied = await runMigrations(loadAuthConfig(), authDatabase)
  console.log(`auth: ${applied.length ? `applied ${applied.join(', ')}` : 'schema up to date'}`)
})
