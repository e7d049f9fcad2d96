import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { idleWithin } from './idle'
import { InputActivity } from './input-activity'

/** The idle callbacks asked for, run by `idle()` as the browser would in an idle moment. */
let requested: Array<{ run: () => void; timeout: number }> = []
const idle = () => {
  const due = requested
  requested = []
  for (const { run } of due) run()
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
  requested = []
  vi.stubGlobal('requestIdleCallback', (run: () => void, options: { timeout: number }) => {
    requested.push({ run, timeout: options.timeout })
    return requested.length
  })
  vi.stubGlobal('cancelIdleCallback', () => {
    requested = []
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

/** Input activity fed by presses the test makes. */
function watchedInput() {
  const activity = new InputActivity()
  const target = new EventTarget()
  activity.watch(target)
  return { activity, press: (type = 'keydown') => target.dispatchEvent(new Event(type)) }
}

describe('idleWithin', () => {
  it('runs the task in the first idle moment when nobody is typing', () => {
    const activity = new InputActivity()
    const task = vi.fn()
    idleWithin(10_000, { activity, ms: 1000 })(task)
    expect(task).not.toHaveBeenCalled()
    idle()
    expect(task).toHaveBeenCalledOnce()
  })

  it('passes over idle moments until the input has paused, then runs', () => {
    const { activity, press } = watchedInput()
    const task = vi.fn()
    press()
    vi.advanceTimersByTime(200)
    idleWithin(10_000, { activity, ms: 1000 })(task)
    idle()
    expect(task).not.toHaveBeenCalled()
    expect(requested).toHaveLength(0)
    // Still typing when the pause would have ended: the wait starts over from that key.
    vi.advanceTimersByTime(700)
    press()
    vi.advanceTimersByTime(100)
    idle()
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(999)
    idle()
    expect(task).toHaveBeenCalledOnce()
  })

  it('runs once its timeout has passed, however busy the input', () => {
    const { activity, press } = watchedInput()
    const task = vi.fn()
    idleWithin(3000, { activity, ms: 1000 })(task)
    for (let at = 0; at < 3000; at += 100) {
      press()
      vi.advanceTimersByTime(100)
      // Each new request asks the browser for no more than the time left.
      for (const { timeout } of requested) expect(timeout).toBeLessThanOrEqual(3000 - at)
      idle()
    }
    expect(task).toHaveBeenCalledOnce()
    expect(requested).toHaveLength(0)
  })

  it('runs nothing once cancelled, even while waiting for the pause', () => {
    const { activity, press } = watchedInput()
    press('pointerdown')
    const task = vi.fn()
    const cancel = idleWithin(10_000, { activity, ms: 1000 })(task)
    idle()
    cancel()
    vi.advanceTimersByTime(5000)
    idle()
    expect(task).not.toHaveBeenCalled()
  })
})

describe('InputActivity', () => {
  it('counts keys, presses, drags and the wheel, not a hovering pointer, until unwatched', () => {
    const activity = new InputActivity()
    const target = new EventTarget()
    const stop = activity.watch(target)
    expect(activity.quietFor()).toBe(Number.POSITIVE_INFINITY)
    const hover = Object.assign(new Event('pointermove'), { buttons: 0 })
    target.dispatchEvent(hover)
    expect(activity.quietFor()).toBe(Number.POSITIVE_INFINITY)
    target.dispatchEvent(Object.assign(new Event('pointermove'), { buttons: 1 }))
    expect(activity.quietFor()).toBe(0)
    vi.advanceTimersByTime(50)
    target.dispatchEvent(new Event('wheel'))
    expect(activity.quietFor()).toBe(0)
    stop()
    vi.advanceTimersByTime(50)
    target.dispatchEvent(new Event('keydown'))
    expect(activity.quietFor()).toBe(50)
  })
})
