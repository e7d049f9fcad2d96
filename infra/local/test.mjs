// `make test`: local servers up, a fresh test database, the whole suite, and one closing line
// with the counts. The integration project starts the services itself (integration-setup.mjs).
// `make test-unit` (--unit): only the projects that need no servers, for a quick loop.
// --check runs `make check` (check.sh) beside the suite and counts its result with the tests'.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs'
import { relative } from 'node:path'
import { FILE_TIMES_ENV, printTimes, startClock } from './test-times.mjs'
import {
  acquireLocalServers,
  dropDatabase,
  ensureDatabase,
  infra,
  releaseLocalServers,
  ROOT,
} from './stack.mjs'

// Each run has its own database, results and logs, so runs side by side never collide.
const run = `${process.pid}`
const results = `${ROOT}.data/test-results-${run}.json`
const logDir = `${ROOT}.data/test-logs/run-${run}`
const fileTimes = `${ROOT}.data/test-file-times-${run}.json`
const env = { ...process.env, TEST_LOG_DIR: logDir, [FILE_TIMES_ENV]: fileTimes }
const UNIT_PROJECTS = ['unit', 'native', 'app', 'charts']
const unitOnly = process.argv.includes('--unit')
const withCheck = process.argv.includes('--check')
const ownArgs = new Set(['--unit', '--check'])
const vitestArgs = [
  ...(unitOnly ? UNIT_PROJECTS.flatMap((name) => ['--project', name]) : []),
  ...process.argv.slice(2).filter((a) => !ownArgs.has(a)),
]

/**
 * TESSERA_TESTCONTAINERS=auto (as in GitHub Actions) runs PostgreSQL and Redis in containers
 * when a Docker engine answers; =1 insists on it. Without it the local servers are used.
 */
function useContainers() {
  const mode = env.TESSERA_TESTCONTAINERS ?? '0'
  const docker = existsSync('/var/run/docker.sock') || Boolean(env.DOCKER_HOST)
  if (mode === '1' && !docker)
    throw new Error('TESSERA_TESTCONTAINERS=1 but no Docker engine was found')
  return mode === '1' || (mode === 'auto' && docker)
}

/**
 * `make check` in the background, niced: the suite waits on browsers and services for much of
 * its time, and the check fills the cores it leaves idle. Its output goes to a log, printed
 * when it fails. `result` resolves to the check's exit status and its time.
 */
function startCheck() {
  mkdirSync(logDir, { recursive: true })
  const log = `${logDir}/check.log`
  const out = openSync(log, 'w')
  const started = Date.now()
  const child = spawn('nice', ['-n', '10', `${ROOT}infra/local/check.sh`], {
    cwd: ROOT,
    env,
    stdio: ['ignore', out, out],
  })
  const result = new Promise((resolve) => {
    const done = (status) => resolve({ status, log, ms: Date.now() - started })
    child.on('error', () => done(1))
    child.on('exit', (code) => done(code ?? 1))
  })
  return { running: () => child.exitCode === null && child.signalCode === null, result }
}

/** Prints how the check went; its whole log when it failed. True when it passed. */
function reportCheck({ status, log, ms }) {
  if (status === 0) {
    console.log(`check: passed in ${(ms / 1000).toFixed(1)} s, beside the suite`)
    return true
  }
  console.log(`check: FAILED (exit ${status}); its output (${log}):`)
  console.log(readFileSync(log, 'utf8').trimEnd())
  return false
}

/** A failure's first line, without colour codes, short enough for one log line. */
function firstLine(message) {
  // eslint-disable-next-line no-control-regex
  const plain = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '')
  return (
    plain
      .split('\n')
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 300) ?? ''
  )
}

async function startContainers() {
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql')
  const { GenericContainer } = await import('testcontainers')
  const [postgres, redis] = await Promise.all([
    new PostgreSqlContainer('postgres:16-alpine')
      .withUsername('postgres')
      .withPassword('postgres')
      .withDatabase('tessera_test')
      .start(),
    new GenericContainer('redis:7-alpine').withExposedPorts(6379).start(),
  ])
  env.TEST_DATABASE_URL = postgres.getConnectionUri()
  env.TEST_REDIS_URL = `redis://${redis.getHost()}:${redis.getMappedPort(6379)}/1`
  console.log('testcontainers: PostgreSQL and Redis running in Docker')
  return () => Promise.all([postgres.stop(), redis.stop()])
}

let status = 1
let stopContainers = async () => {}
let databaseUrl
try {
  if (unitOnly) {
    // The runtime's browser tests need Chromium; nothing needs a server.
  } else if (useContainers()) {
    stopContainers = await startContainers()
    acquireLocalServers('make test', ['s3', 'smtp-sink'])
  } else {
    acquireLocalServers('make test')
  }
  infra('chromium.sh')
  infra('xmllint.sh')
  if (!unitOnly) {
    infra('java.sh')
    databaseUrl = env.TEST_DATABASE_URL ??= `postgres://postgres@127.0.0.1:5432/tessera_test_${run}`
    await ensureDatabase(databaseUrl, { fresh: true })
  }
  rmSync(results, { force: true })
  const check = withCheck ? startCheck() : undefined
  const clock = startClock()
  // Spawned, not run synchronously: the check beside it reports its own end meanwhile.
  const vitest = spawn(
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${results}`,
      '--reporter=./infra/local/file-times-reporter.mjs',
      ...vitestArgs,
    ],
    { cwd: ROOT, stdio: 'inherit', env },
  )
  status = await new Promise((resolve) => {
    vitest.on('error', () => resolve(1))
    vitest.on('exit', (code) => resolve(code ?? 1))
  })
  const suiteEnded = Date.now()
  if (check?.running()) console.log(`\nWaiting for make check to end (${logDir}/check.log)`)
  const checked = await check?.result
  const report = JSON.parse(readFileSync(results, 'utf8'))
  const skipped = report.numPendingTests + report.numTodoTests
  // A file that fails to load has no failed test in it, but it is a failure all the same.
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed'),
  ).length
  const failed = report.numFailedTests + brokenFiles
  printTimes(clock, fileTimes, {
    suiteEnded,
    cpuIncludes: checked ? 'make check included' : undefined,
  })
  console.log(`\ntests: ${report.numPassedTests} passed, ${failed} failed, ${skipped} skipped`)
  // The end of the output is what a CI log keeps: name every failure there again.
  for (const file of report.testResults.filter((f) => f.status === 'failed')) {
    const where = relative(ROOT, file.name)
    const tests = file.assertionResults.filter((t) => t.status === 'failed')
    if (!tests.length) console.log(`  failed to load: ${where}: ${firstLine(file.message)}`)
    for (const t of tests)
      console.log(`  failed: ${where} > ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`)
  }
  if (checked && !reportCheck(checked)) status ||= 1
  if (status !== 0 && !unitOnly) console.log(`Service logs of the integration run: ${logDir}/`)
  if (databaseUrl && !env.TESSERA_KEEP_TEST_DB) await dropDatabase(databaseUrl)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
} finally {
  await stopContainers()
  try {
    // Servers another make dev, make test or make bench still uses keep running.
    if (!unitOnly) releaseLocalServers()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
  }
}
process.exit(status)
