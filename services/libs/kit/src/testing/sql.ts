import pg from 'pg'
import { testStack } from './stack.js'

/** A connection of its own to the test database: for a test that holds a transaction open. */
export async function sqlConnection(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: testStack().databaseUrl })
  await client.connect()
  return client
}

/** Direct SQL on the test database: for what no endpoint does, and to prove nothing changed. */
export async function sql<T extends pg.QueryResultRow = Record<string, unknown>>(
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = await sqlConnection()
  try {
    return (await client.query<T>(text, params)).rows
  } finally {
    await client.end()
  }
}
