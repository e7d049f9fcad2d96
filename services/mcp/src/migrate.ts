import { run, runMigrations } from '@tessera/kit'
import { loadMcpConfig } from './config.js'
import { mcpDatabase } from './database.js'

run(async () => {
  const applied = await runMigrations(loadMcpConfig(), mcpDatabase)
  console.log(`mcp: ${applied.length ? `applied ${applied.join(', ')}` : 'schema up to date'}`)
})
