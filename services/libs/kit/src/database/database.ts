import {
  DataSource,
  QueryFailedError,
  type DataSourceOptions,
  type EntitySchema,
  type MixedList,
} from 'typeorm'

type PostgresConnectionOptions = Extract<DataSourceOptions, { type: 'postgres' }>
import type { DatabaseConfig } from '../config/load-config.js'

/** What a service declares about its own schema: no service reads another's. */
export interface DatabaseSpec {
  schema: string
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's own type for entity and migration classes
  entities: MixedList<Function | string | EntitySchema>
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- as above
  migrations: MixedList<Function | string>
}

export function dataSourceOptions(
  config: DatabaseConfig,
  spec: DatabaseSpec,
): PostgresConnectionOptions {
  return {
    type: 'postgres',
    url: config.DATABASE_URL,
    schema: spec.schema,
    entities: spec.entities,
    migrations: spec.migrations,
    migrationsTableName: 'migrations',
    uuidExtension: 'pgcrypto',
    synchronize: false,
    migrationsRun: false,
    poolSize: config.DATABASE_POOL_SIZE,
    applicationName: `tessera-${spec.schema}`,
  }
}

/**
 * Creates the service's schema and applies pending migrations, each in its own
 * transaction. An advisory lock keeps two replicas (or test workers) from racing.
 */
export async function runMigrations(config: DatabaseConfig, spec: DatabaseSpec): Promise<string[]> {
  const dataSource = new DataSource({ ...dataSourceOptions(config, spec), poolSize: 2 })
  await dataSource.initialize()
  const lock = dataSource.createQueryRunner()
  try {
    await lock.connect()
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [`tessera:migrations:${spec.schema}`])
    await lock.query(`CREATE SCHEMA IF NOT EXISTS "${spec.schema}"`)
    const applied = await dataSource.runMigrations({ transaction: 'each' })
    return applied.map((m) => m.name)
  } finally {
    await lock
      .query('SELECT pg_advisory_unlock(hashtext($1))', [`tessera:migrations:${spec.schema}`])
      .catch(() => undefined)
    await lock.release()
    await dataSource.destroy()
  }
}

/** True when a write hit a unique constraint (optionally a named one). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof QueryFailedError)) return false
  const driverError = error.driverError as { code?: string; constraint?: string }
  return driverError.code === '23505' && (!constraint || driverError.constraint === constraint)
}
