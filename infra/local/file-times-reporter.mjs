// A Vitest reporter that writes each test file's time to a JSON file (TEST_FILE_TIMES, or
// .data/test-file-times.json): the time the file's tests and hooks ran, plus what it cost to
// import and set up, which the JSON report leaves out. `make test` prints the slowest from it.
// It also names the tests that failed first and passed on their retry (the integration project
// retries once), so a flaky test is seen and not hidden.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const FILE_TIMES = process.env.TEST_FILE_TIMES ?? `${ROOT}.data/test-file-times.json`

export default class FileTimesReporter {
  /** When each file started and ended, from the run's start: the timeline of the workers. */
  runStarted = Date.now()
  spans = new Map()

  onTestModuleStart(module) {
    this.spans.set(module.moduleId, { startMs: Date.now() - this.runStarted })
  }

  onTestModuleEnd(module) {
    const span = this.spans.get(module.moduleId)
    if (span) span.endMs = Date.now() - this.runStarted
  }

  onTestRunEnd(testModules) {
    const files = testModules.map((module) => {
      const d = module.diagnostic()
      const setup = d.prepareDuration + d.environmentSetupDuration + d.setupDuration
      return {
        project: module.project.name,
        file: relative(ROOT, module.moduleId),
        ms: Math.round(setup + d.collectDuration + d.duration),
        collectMs: Math.round(d.collectDuration),
        ...this.spans.get(module.moduleId),
        state: module.state(),
      }
    })
    const flaky = testModules.flatMap((module) =>
      [...module.children.allTests()]
        .filter((test) => test.diagnostic()?.flaky)
        .map((test) => `${relative(ROOT, module.moduleId)} > ${test.fullName}`),
    )
    mkdirSync(dirname(FILE_TIMES), { recursive: true })
    writeFileSync(FILE_TIMES, JSON.stringify({ files, flaky }, null, 1))
  }
}
