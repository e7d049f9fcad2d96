// What every `make bench` script does about the machine's load: print the load average at its
// start and end, and take a figure again when the load moved by more than 0.5 while it was
// measured, since such a figure tells more about the neighbours than about the code.
import { availableParallelism, loadavg } from 'node:os'

/** How far the one-minute load average may move during a measurement. */
export const LOAD_TOLERANCE = 0.5

const oneMinute = () => loadavg()[0]
const fixed = (load) => load.toFixed(2)

/** The line a bench prints at its start and its end. */
export function loadLine(when) {
  const [one, five, fifteen] = loadavg()
  return `Load average ${when}: ${fixed(one)} ${fixed(five)} ${fixed(fifteen)} (1, 5, 15 min) on ${availableParallelism()} cores`
}

/** Prints the load average now, with `when` ('before', 'after'). */
export function printLoad(when) {
  console.log(loadLine(when))
}

/**
 * Runs `measure` and returns what it returned with the load average before and after it. While
 * the load moved by more than LOAD_TOLERANCE, measures again, at most `repeats` more times, and
 * keeps the run during which the load moved least.
 */
export async function steady(measure, { repeats = 2 } = {}) {
  let best
  for (let run = 0; run <= repeats; run++) {
    const before = oneMinute()
    const value = await measure()
    const after = oneMinute()
    const moved = Math.abs(after - before)
    if (!best || moved < best.moved) best = { value, before, after, moved }
    best.runs = run + 1
    if (moved <= LOAD_TOLERANCE) break
  }
  return best
}

/** How a `steady` figure was taken, for the end of its line: "load 1.20 → 1.31". */
export function loadNote({ before, after, moved, runs }) {
  const again = runs > 1 ? `; measured ${runs} times` : ''
  const unsteady = moved > LOAD_TOLERANCE ? `; the load still moved by ${fixed(moved)}` : ''
  return `load ${fixed(before)} → ${fixed(after)}${again}${unsteady}`
}
