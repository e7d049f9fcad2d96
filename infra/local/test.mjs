// `make test`: local servers up, a fresh test database, the whole suite, and one closing line
// with the counts. The integration project starts the services itself (integration-setup.mjs).
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { ensureDatabase, ROOT } from './stack.mjs'

const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tessera_test'
const results = `${ROOT}/.data/test-results.json`

function infra(script) {
  return spawnSync('bash', [`${ROOT}/infra/local/${script}`], { stdio: 'inherit' }).status === 0
}

let status = 1
try {
  if (!infra('up.sh')) throw new Error('local services did not start')
  await ensureDatabase(databaseUrl, { fresh: true })
  rmSync(results, { force: true })
  rmSync(`${ROOT}/.data/test-logs`, { recursive: true, force: true })
  const vitest = spawnSync(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}`, ...process.argv.slice(2)],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: databaseUrl } },
  )
  status = vitest.status ?? 1
  const report = JSON.parse(readFileSync(results, 'utf8'))
  const skipped = report.numPendingTests + report.numTodoTests
  console.log(`\ntests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`)
  if (status !== 0) console.log(`Service logs of the integration run: ${ROOT}/.data/test-logs/`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
} finally {
  infra('down.sh')
}
process.exit(status)
