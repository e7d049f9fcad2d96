import { isDeepStrictEqual } from 'node:util'
import {
  migrationCommands,
  type Command,
  type EditStep,
  type MigratableSite,
} from '@tessera/site-format'

/**
 * The format migration the builder records when it opens a site stored in an older format (a
 * group led by the migrate-site command), as the first step of the next save; undefined for any
 * other step.
 */
export function migrationStep(step: EditStep | undefined): Command<'g'> | undefined {
  if (!step || !('do' in step) || step.do.type !== 'g') return undefined
  const group = step.do as Command<'g'>
  return group.data.commands[0]?.type === 'mS' ? group : undefined
}

/**
 * Whether `step` is exactly the migration the stored site needs, as site-format computes it on
 * open: then it carries nothing its saver chose, and any role that may write may save it.
 * Compared as JSON (what the builder sent), so absent and undefined fields agree.
 */
export function isMigrationOf(step: Command<'g'>, stored: MigratableSite): boolean {
  let expected: Command[]
  try {
    expected = migrationCommands(stored)
  } catch {
    return false
  }
  if (expected.length !== 1) return false
  return isDeepStrictEqual(asJson(step), asJson(expected[0]))
}

const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value))
