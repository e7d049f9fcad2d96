import { createAtom, type IAtom } from 'mobx'

/** Who follows one component: MobX observers through its atom, the canvas through listeners. */
interface Followers {
  atom?: IAtom
  listeners?: Set<() => void>
  /** Bumps on each change while anything listens: the canvas node's snapshot. */
  version: number
}

/**
 * Per component id, a signal reported after a command touches that component. A tree row or a
 * panel observes its component's MobX atom (`track`); a canvas node, of which there are as many
 * as components, listens without MobX (`subscribe`, `version`), which costs far less per node.
 * Either way an edit re-renders the elements it changed and nothing else. Signals exist only
 * while something follows them.
 */
export class ChangeSignals {
  private readonly followers = new Map<string, Followers>()

  /** Makes the calling observer depend on the component `id`. */
  track(id: string): void {
    const followers = this.of(id)
    followers.atom ??= createAtom(
      `component ${id}`,
      () => undefined,
      () => {
        followers.atom = undefined
        this.forget(id, followers)
      },
    )
    followers.atom.reportObserved()
  }

  /** Calls `listener` after each change of the component `id`; returns the unsubscribe. */
  subscribe(id: string, listener: () => void): () => void {
    const followers = this.of(id)
    const listeners = (followers.listeners ??= new Set())
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
      if (listeners.size === 0) {
        followers.listeners = undefined
        this.forget(id, followers)
      }
    }
  }

  /**
   * A number that differs after each change of the component `id`. Read while rendering, before
   * the node subscribes: the count starts then, so a change in between is not missed.
   */
  version(id: string): number {
    return this.of(id).version
  }

  changed(ids: Iterable<string>): void {
    for (const id of ids) {
      const followers = this.followers.get(id)
      if (followers === undefined) continue
      this.notify(followers)
    }
  }

  /** Reports every followed component changed (the whole site was replaced). */
  changedAll(): void {
    for (const followers of [...this.followers.values()]) this.notify(followers)
  }

  private notify(followers: Followers): void {
    followers.version++
    followers.atom?.reportChanged()
    if (followers.listeners) for (const listener of followers.listeners) listener()
  }

  /** How many components are followed. */
  get size(): number {
    return this.followers.size
  }

  private of(id: string): Followers {
    let followers = this.followers.get(id)
    if (followers === undefined) {
      followers = { version: 0 }
      this.followers.set(id, followers)
    }
    return followers
  }

  private forget(id: string, followers: Followers): void {
    if (followers.atom === undefined && followers.listeners === undefined) {
      if (this.followers.get(id) === followers) this.followers.delete(id)
    }
  }
}
