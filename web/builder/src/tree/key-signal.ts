import { createAtom, reaction, type IAtom } from 'mobx'

/**
 * A value keyed by component id (the selected, hovered or focused one) that rows observe per id:
 * when it moves from one component to another, only those two rows render again, not every row
 * that compares its id with it.
 */
export class KeySignal<T> {
  private readonly atoms = new Map<string, IAtom>()
  private current: { id: string; value: T } | undefined
  private readonly dispose: () => void

  constructor(read: () => { id: string; value: T } | undefined) {
    this.dispose = reaction(
      read,
      (next, previous) => {
        this.current = next
        if (previous) this.atoms.get(previous.id)?.reportChanged()
        if (next && next.id !== previous?.id) this.atoms.get(next.id)?.reportChanged()
      },
      {
        fireImmediately: true,
        equals: (a, b) => a?.id === b?.id && a?.value === b?.value,
      },
    )
  }

  /** The value when it belongs to `id`, else undefined; the caller observes `id` alone. */
  of(id: string): T | undefined {
    let atom = this.atoms.get(id)
    if (atom === undefined) {
      atom = createAtom(
        `key ${id}`,
        () => undefined,
        () => this.atoms.delete(id),
      )
      this.atoms.set(id, atom)
    }
    atom.reportObserved()
    return this.current?.id === id ? this.current.value : undefined
  }

  stop(): void {
    this.dispose()
  }
}

/** A KeySignal for an id alone: `is(id)` says whether it is that id. */
export class IdSignal {
  private readonly signal: KeySignal<true>

  constructor(read: () => string | undefined) {
    this.signal = new KeySignal(() => {
      const id = read()
      return id === undefined ? undefined : { id, value: true }
    })
  }

  is(id: string): boolean {
    return this.signal.of(id) === true
  }

  stop(): void {
    this.signal.stop()
  }
}
