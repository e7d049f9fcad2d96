import pg from 'pg'
import { testStack } from './stack.js'

/** Direct SQL on the test database: for what no endpoint does, and to prove nothing changed. */
export async function sql<T extends pg.QueryResultRow = Record<string, unknown>>(
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: testStack().databaseUrl })
  await client.connect()
  try {
    return (await client.query<T>(text, params)).rows
  } finally {
    await client.end()
  }
}
