// Test support only: reads the PubStudio fixtures (AGPL test inputs, never copied here).
import { existsSync, readFileSync } from 'node:fs'
import type { StoredSiteInput } from './stored-site.js'

const FIXTURES = new URL('../../../../../shared/fixtures/pubstudio/', import.meta.url)

/**
 * The fixtures sit in `../shared` beside the project. Where that folder is absent (a runner
 * with only the project checked out), the tests that read them are reported as skipped.
 */
export const HAS_FIXTURES = existsSync(FIXTURES)

export function fixtureExists(path: string): boolean {
  return existsSync(new URL(path, FIXTURES))
}

export const SEED_FOLDERS = ['seed-v0.1-2023-10', 'seed-v2-2024-11', 'seed-v2-2025-05'] as const
export type SeedFolder = (typeof SEED_FOLDERS)[number]

/** Name and version of each seed, from PROVENANCE.md (they are constants in the seed code). */
const SEED_META: Record<SeedFolder, { name: string; version: string }> = {
  'seed-v0.1-2023-10': { name: 'test', version: '0.1' },
  'seed-v2-2024-11': { name: 'test', version: '2' },
  'seed-v2-2025-05': { name: 'test', version: '2' },
}

export function readFixture(path: string): string {
  return readFileSync(new URL(path, FIXTURES), 'utf8')
}

/** The v0.1 export-form fixture. */
export function oldBehaviorsFile(): string {
  return readFixture('v0.1-old-behaviors.pub.json')
}

/** A seed folder as the stored form: each file's text is one part. */
export function storedSeed(folder: SeedFolder): StoredSiteInput {
  const part = (name: string): string | undefined => {
    const path = `${folder}/${name}.json`
    return fixtureExists(path) ? readFixture(path) : undefined
  }
  const stored: StoredSiteInput = { ...SEED_META[folder] }
  for (const name of ['context', 'defaults', 'pages', 'pageOrder', 'editor', 'history'] as const) {
    const text = part(name)
    if (text !== undefined) stored[name] = text
  }
  // Seeds made before June 2024 have no pageOrder; the loader fills it in.
  return stored
}
