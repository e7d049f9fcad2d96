import { makeAutoObservable } from 'mobx'

export const WORD_FLIP_MS = 2300

/** The hero's rotating word: the next one every 2300 ms. */
export class WordFlipper {
  index = 0
  private timer: ReturnType<typeof setInterval> | undefined

  constructor(
    readonly count: number,
    private readonly intervalMs = WORD_FLIP_MS,
  ) {
    makeAutoObservable<WordFlipper, 'timer' | 'intervalMs'>(this, {
      timer: false,
      intervalMs: false,
    })
  }

  next(): void {
    this.index = (this.index + 1) % this.count
  }

  start(): () => void {
    this.stop()
    this.timer = setInterval(() => this.next(), this.intervalMs)
    return () => this.stop()
  }

  stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer)
    this.timer = undefined
  }
}
