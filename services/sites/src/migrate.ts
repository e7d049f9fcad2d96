import { dataSourceOptions, run, runMigrations } from '@tessera/kit'
import { DataSource } from 'typeorm'
import { loadSitesConfig } from './config.js'
import { sitesDatabase } from './database.js'
import { refreshShippedTemplates } from './templates/shipped-templates.js'

run(async () => {
  const config = loadSitesConfig()
  const applied = await runMigrations(config, sitesDatabase)
  console.log(`sites: ${applied.length ? `applied ${applied.join(', ')}` : 'schema up to date'}`)
  const db = new DataSource({ ...dataSourceOptions(config, sitesDatabase), poolSize: 1 })
  await db.initialize()
  try {
    const refreshed = await refreshShippedTemplates((sql, parameters) => db.query(sql, parameters))
    if (refreshed > 0) console.log(`sites: refreshed ${refreshed} shipped templates`)
  } finally {
    await db.destroy()
  }
})
