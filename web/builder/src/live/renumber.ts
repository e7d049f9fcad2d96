import type { IdKind } from '@tessera/site-format'

const ID_KINDS: readonly IdKind[] = ['c', 's', 'b', 'bp']

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/**
 * Moves the ids this person's unsaved steps took from the site's counter (`<ns>-<kind>-<n>`, one
 * counter for every kind) above those another saver took meanwhile, so both additions live.
 * Fed the steps in order: `allocate` says where a step's ids were taken and where the counter
 * stands now, `drop` that the step did not fit (whatever names its ids goes too), `apply` gives a
 * step with its ids and counter values moved (the same object when nothing moved).
 */
export class Renumbering {
  /** Old number to new, for the ids the kept steps took. */
  private readonly ids = new Map<number, number>()
  /** Old counter value to new, for the counter values the steps state. */
  private readonly counter = new Map<number, number>()
  /** Numbers of ids taken by dropped steps. */
  private readonly dead = new Set<number>()
  /** A whole id of this site's namespace and its number (not part of a longer id). */
  private readonly pattern: RegExp

  /**
   * `base`: the counter before the unsaved steps. Ids and counter values below it are the
   * saved site's and never move.
   */
  constructor(
    private readonly namespace: string,
    private readonly base: number,
  ) {
    this.pattern = new RegExp(
      `(?<![\\w-])${escaped(namespace)}-(${ID_KINDS.join('|')})-(\\d+)(?!\\w|-\\w)`,
      'g',
    )
  }

  /** Whether anything moves at all. */
  get moves(): boolean {
    for (const [from, to] of this.ids) if (from !== to) return true
    for (const [from, to] of this.counter) if (from !== to) return true
    return false
  }

  /**
   * A step took the counter from `from` to `to` when it was made; the counter now stands at
   * `now`. Its ids are renumbered from there.
   */
  allocate(from: number, to: number, now: number): void {
    if (from < this.base) return
    for (let n = from; n <= Math.max(from, to); n++) {
      this.counter.set(n, now + n - from)
      if (n < to) {
        this.ids.set(n, now + n - from)
        this.dead.delete(n)
      }
    }
  }

  /** The step that took the counter from `from` to `to` was dropped: nothing moved it. */
  drop(from: number, to: number, now: number): void {
    if (from < this.base) return
    for (let n = from; n <= Math.max(from, to); n++) {
      this.counter.set(n, now)
      if (n < to) {
        this.ids.delete(n)
        this.dead.add(n)
      }
    }
  }

  /** Whether `value` names an id that a dropped step took. */
  namesDropped(value: unknown): boolean {
    if (this.dead.size === 0) return false
    let found = false
    this.walk(value, (text) => {
      for (const match of text.matchAll(this.pattern)) {
        if (this.dead.has(Number(match[2]))) found = true
      }
      return text
    })
    return found
  }

  /** `value` with its ids and counter values renumbered; itself when nothing changed. */
  apply<T>(value: T): T {
    if (!this.moves) return value
    return this.walk(value, (text) => this.renameText(text)) as T
  }

  /** Every id that moves: its new id, or undefined when its step was dropped. */
  renamed(): Map<string, string | undefined> {
    const renamed = new Map<string, string | undefined>()
    for (const kind of ID_KINDS) {
      const id = (n: number) => `${this.namespace}-${kind}-${n}`
      for (const [from, to] of this.ids) if (from !== to) renamed.set(id(from), id(to))
      for (const n of this.dead) renamed.set(id(n), undefined)
    }
    return renamed
  }

  private renameText(text: string): string {
    return text.replace(this.pattern, (whole, kind: string, n: string) => {
      const to = this.ids.get(Number(n))
      return to === undefined ? whole : `${this.namespace}-${kind}-${to}`
    })
  }

  /** Counter values a command states: `nextId: [before, after]`, moved when made here. */
  private renameCounter(value: unknown): unknown {
    if (!Array.isArray(value) || value.length !== 2) return value
    const [before, after] = value as unknown[]
    if (typeof before !== 'number' || typeof after !== 'number' || before < this.base) return value
    const moved = [this.counter.get(before) ?? before, this.counter.get(after) ?? after]
    return moved[0] === before && moved[1] === after ? value : moved
  }

  /** JSON-like data with `text` applied to every string and key (shared where unchanged). */
  private walk(value: unknown, text: (text: string) => string): unknown {
    if (typeof value === 'string') return text(value)
    if (Array.isArray(value)) {
      let changed = false
      const items = value.map((item) => {
        const next = this.walk(item, text)
        if (next !== item) changed = true
        return next
      })
      return changed ? items : value
    }
    if (!isPlainObject(value)) return value
    let changed = false
    const entries = Object.entries(value).map(([key, item]): [string, unknown] => {
      const nextKey = text(key)
      let next = this.walk(item, text)
      if (key === 'nextId') next = this.renameCounter(next)
      if (nextKey !== key || next !== item) changed = true
      return [nextKey, next]
    })
    return changed ? Object.fromEntries(entries) : value
  }
}
