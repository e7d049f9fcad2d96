import { run, runMigrations } from '@tessera/kit'
import { loadAssetsConfig } from './config.js'
import { assetsDatabase } from './database.js'

run(async () => {
  const applied = await runMigrations(loadAssetsConfig(), assetsDatabase)
  console.log(`assets: ${applied.length ? `applied ${applied.join(', ')}` : 'schema up to date'}`)
})
