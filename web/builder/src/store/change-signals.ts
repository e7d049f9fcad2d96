import { createAtom, type IAtom } from 'mobx'

/**
 * One MobX atom per component id, reported changed after a command touches that component. A
 * canvas node or tree row observes only its own component's atom, so an edit re-renders the
 * elements it changed and nothing else. Atoms exist only while something observes them.
 */
export class ChangeSignals {
  private readonly atoms = new Map<string, IAtom>()

  /** Makes the calling observer depend on the component `id`. */
  track(id: string): void {
    let atom = this.atoms.get(id)
    if (atom === undefined) {
      atom = createAtom(
        `component ${id}`,
        () => undefined,
        () => this.atoms.delete(id),
      )
      this.atoms.set(id, atom)
    }
    atom.reportObserved()
  }

  changed(ids: Iterable<string>): void {
    for (const id of ids) this.atoms.get(id)?.reportChanged()
  }

  get size(): number {
    return this.atoms.size
  }
}
