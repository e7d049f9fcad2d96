import { makeAutoObservable } from 'mobx'

/** The hero's rotating word changes every 2300 ms. */
export const WORD_FLIP_MS = 2300

/**
 * Something that moves on by itself, one of `count` at a time, every `intervalMs`, wrapping
 * around: the hero's word, the explainer's chapters. It can be paused and moved by hand.
 */
export class Rotation {
  index = 0
  playing = false
  /** Counts restarts, so what shows the time left can start over with the timer. */
  round = 0
  private timer: ReturnType<typeof setInterval> | undefined

  constructor(
    readonly count: number,
    readonly intervalMs: number,
  ) {
    makeAutoObservable<Rotation, 'timer'>(this, { timer: false, count: false, intervalMs: false })
  }

  next(): void {
    this.index = (this.index + 1) % this.count
  }

  /** Shows `index` now; when playing, the next one follows a whole interval later. */
  select(index: number): void {
    this.index = ((index % this.count) + this.count) % this.count
    if (this.playing) this.start()
  }

  start(): () => void {
    this.clearTimer()
    this.playing = true
    this.round++
    this.timer = setInterval(() => this.next(), this.intervalMs)
    return () => this.stop()
  }

  stop(): void {
    this.clearTimer()
    this.playing = false
  }

  toggle(): void {
    if (this.playing) this.stop()
    else this.start()
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearInterval(this.timer)
    this.timer = undefined
  }
}
