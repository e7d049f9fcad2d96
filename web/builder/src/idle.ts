import type { InputActivity } from './input-activity'

/** Runs `task` once the browser is idle; returns what cancels it. */
export type IdleScheduler = (task: () => void) => () => void

/** A pause in input an idle task also waits for. */
export interface QuietWait {
  activity: InputActivity
  /** How long the person must not have typed, pressed or dragged. */
  ms: number
}

/**
 * The browser's idle callback, at most `timeout` ms late. With `quiet`, an idle moment during
 * a burst of input (typing, a drag) is passed over until the input has paused that long, still
 * within `timeout`. Where there is no idle callback (tests), the task runs at once.
 */
export function idleWithin(timeout: number, quiet?: QuietWait): IdleScheduler {
  return (task) => {
    if (typeof requestIdleCallback !== 'function') {
      task()
      return () => undefined
    }
    const deadline = performance.now() + timeout
    let handle = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const attempt = () => {
      timer = undefined
      handle = requestIdleCallback(
        () => {
          const left = deadline - performance.now()
          const wait = quiet ? quiet.ms - quiet.activity.quietFor() : 0
          if (wait > 0 && left > 0) timer = setTimeout(attempt, Math.min(wait, left))
          else task()
        },
        { timeout: Math.max(0, deadline - performance.now()) },
      )
    }
    attempt()
    return () => {
      cancelIdleCallback(handle)
      if (timer !== undefined) clearTimeout(timer)
    }
  }
}
