/** Runs `task` once the browser is idle; returns what cancels it. */
export type IdleScheduler = (task: () => void) => () => void

/**
 * The browser's idle callback, at most `timeout` ms late. Where there is none (tests), the task
 * runs at once.
 */
export function idleWithin(timeout: number): IdleScheduler {
  return (task) => {
    if (typeof requestIdleCallback !== 'function') {
      task()
      return () => undefined
    }
    const handle = requestIdleCallback(() => task(), { timeout })
    return () => cancelIdleCallback(handle)
  }
}
