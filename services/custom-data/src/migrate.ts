import { run, runMigrations } from '@tessera/kit'
import { loadCustomDataConfig } from './config.js'
import { customDataDatabase } from './database.js'

run(async () => {
  const applied = await runMigrations(loadCustomDataConfig(), customDataDatabase)
  console.log(
    `custom-data: ${applied.length ? `applied ${applied.join(', ')}` : 'schema up to date'}`,
  )
})
