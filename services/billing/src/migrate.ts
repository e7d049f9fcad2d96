import { run, runMigrations } from '@tessera/kit'
import { loadBillingConfig } from './config.js'
import { billingDatabase } from './database.js'

run(async () => {
  const applied = await runMigrations(loadBillingConfig(), billingDatabase)
  console.log(`billing: ${applied.length ? `applied ${applied.join(', ')}` : 'schema up to date'}`)
})
