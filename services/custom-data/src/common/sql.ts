import type { EntityManager } from 'typeorm'

/**
 * The rows a statement returned. TypeORM answers UPDATE and DELETE with `[rows, count]` and
 * everything else with the rows alone.
 */
export async function rows<T>(
  db: EntityManager,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const result = (await db.query(sql, params)) as unknown
  if (
    Array.isArray(result) &&
    result.length === 2 &&
    Array.isArray(result[0]) &&
    typeof result[1] === 'number'
  ) {
    return result[0] as T[]
  }
  return result as T[]
}
