// Test support only: the PubStudio sites (AGPL test inputs beside the project, never copied into
// it) as the files a user would import: the export file as it is, and each stored site (the
// seeds' sections, the 2023 backup's row) as one JSON object in the stored form.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { DatabaseSync } from 'node:sqlite'

const FIXTURES = new URL('../../../../shared/fixtures/pubstudio/', import.meta.url)

export const HAS_PUBSTUDIO_FIXTURES = existsSync(FIXTURES)

export interface PubStudioFile {
  /** The fixture it comes from. */
  fixture: string
  fileName: string
  text: string
  /** The format version the file has. */
  version: string
}

const SECTIONS = ['context', 'defaults', 'pages', 'pageOrder', 'editor', 'history'] as const

/** Names and versions of the seeds are constants in the seed code (PROVENANCE.md). */
const SEED_VERSIONS: Record<string, string> = {
  'seed-v0.1-2023-10': '0.1',
  'seed-v2-2024-11': '2',
  'seed-v2-2025-05': '2',
}

function read(path: string): string {
  return readFileSync(new URL(path, FIXTURES), 'utf8')
}

function seedFile(folder: string): PubStudioFile {
  const version = SEED_VERSIONS[folder] ?? '2'
  const stored: Record<string, string> = { name: 'test', version }
  const files = new Set(readdirSync(new URL(`${folder}/`, FIXTURES)))
  for (const section of SECTIONS) {
    if (files.has(`${section}.json`)) stored[section] = read(`${folder}/${section}.json`)
  }
  return { fixture: folder, fileName: `${folder}.json`, text: JSON.stringify(stored), version }
}

function backupFile(): PubStudioFile {
  const db = new DatabaseSync(new URL('v0.1-stored-backup.sqlite3', FIXTURES).pathname, {
    readOnly: true,
  })
  try {
    const row = db.prepare('SELECT * FROM site_versions ORDER BY id LIMIT 1').get() as Record<
      string,
      unknown
    >
    const stored: Record<string, unknown> = { name: row['name'], version: row['version'] }
    // Each column holds a JSON string literal of the JSON text; the importer decodes both.
    for (const section of SECTIONS) if (row[section] != null) stored[section] = row[section]
    return {
      fixture: 'v0.1-stored-backup.sqlite3',
      fileName: 'stored-backup.json',
      text: JSON.stringify(stored),
      version: String(row['version']),
    }
  } finally {
    db.close()
  }
}

/** Every PubStudio site of the fixtures folder, as an importable file. */
export function pubStudioFiles(): PubStudioFile[] {
  if (!HAS_PUBSTUDIO_FIXTURES) return []
  return [
    {
      fixture: 'v0.1-old-behaviors.pub.json',
      fileName: 'pub-tmp20241119-000000.json',
      text: read('v0.1-old-behaviors.pub.json'),
      version: '0.1',
    },
    backupFile(),
    ...Object.keys(SEED_VERSIONS).map(seedFile),
  ]
}
