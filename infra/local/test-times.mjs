// Where a `make test` run's time went: the slowest test files (from file-times-reporter.mjs),
// the suite's wall-clock time and the CPU time it used, and what build and check took before it.
import { readFileSync, renameSync } from 'node:fs'

export const FILE_TIMES_ENV = 'TEST_FILE_TIMES'
/** Where the last run's file times stay: each file's time, and when it started and ended. */
export const LAST_FILE_TIMES = new URL('../../.data/test-file-times.json', import.meta.url)
const SLOWEST = 15

/** CPU seconds (user, system) of this process's finished children, from /proc (Linux). */
function childrenCpu() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8')
    // Fields after the command name (which may hold spaces): cutime and cstime are 16 and 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const ticks = 100 // USER_HZ on Linux
    return { user: Number(fields[13]) / ticks, system: Number(fields[14]) / ticks }
  } catch {
    return undefined
  }
}

export function startClock() {
  return { started: Date.now(), cpu: childrenCpu() }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

/**
 * Prints the slowest files of the run and its totals; keeps the file times for the next run.
 * `suiteEnded`: when the suite ended, if the run waited for other work after it; `cpuIncludes`
 * names work that ran beside the suite and is counted in its CPU time.
 */
export function printTimes(clock, fileTimesPath, { suiteEnded = Date.now(), cpuIncludes } = {}) {
  const wallMs = suiteEnded - clock.started
  let files = []
  let flaky = []
  try {
    ;({ files, flaky = [] } = JSON.parse(readFileSync(fileTimesPath, 'utf8')))
    renameSync(fileTimesPath, LAST_FILE_TIMES)
  } catch {
    // No file times: vitest stopped before reporting. The totals still say something.
  }
  if (files.length) {
    const slowest = [...files].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST)
    const width = Math.max(...slowest.map((f) => f.project.length))
    console.log(
      `\nThe ${slowest.length} slowest of ${files.length} test files (hooks and imports included):`,
    )
    for (const f of slowest)
      console.log(`  ${seconds(f.ms).padStart(8)}  ${f.project.padEnd(width)}  ${f.file}`)
    const byProject = new Map()
    for (const f of files) byProject.set(f.project, (byProject.get(f.project) ?? 0) + f.ms)
    console.log(
      `Summed per project: ${[...byProject]
        .sort((a, b) => b[1] - a[1])
        .map(([project, ms]) => `${project} ${seconds(ms)}`)
        .join(', ')}`,
    )
  }
  if (flaky.length) {
    console.log(`Passed only on their retry (flaky, to be fixed):`)
    for (const name of flaky) console.log(`  ${name}`)
  }
  const cpu = childrenCpu()
  const cpuText =
    cpu && clock.cpu
      ? `, CPU ${seconds((cpu.user - clock.cpu.user + cpu.system - clock.cpu.system) * 1000)} (user+sys${cpuIncludes ? `, ${cpuIncludes}` : ''})`
      : ''
  console.log(`Suite: ${seconds(wallMs)}${cpuText}`)
  const makeStarted = Number(process.env.TESSERA_MAKE_TEST_STARTED)
  if (makeStarted > 0) {
    const totalMs = Date.now() - makeStarted
    console.log(
      `make test: ${seconds(totalMs)} (install and build ${seconds(clock.started - makeStarted)})`,
    )
  }
}
