import { InvalidStepsError, parseEditSteps, type EditStep } from '@tessera/site-format'
import { runInAction } from 'mobx'
import { z } from 'zod'
import type { EditorStore, HistoryMark } from '../store/editor-store'
import { planRebase } from './rebase'
import type { StreamEvent } from './site-events-client'

/** A `saved` event of the site's event stream (the site server's SavedEvent). */
export const savedEvent = z.object({
  type: z.literal('saved'),
  save_id: z.string().min(1),
  author_id: z.string(),
  origin: z.object({ client_name: z.string(), label: z.string() }).nullable(),
  steps: z.unknown(),
  update_key: z.string(),
  content_updated_at: z.iso.datetime(),
  version_id: z.number().int(),
})
export type SavedEvent = z.infer<typeof savedEvent>

/** What applying others' saves needs from the open site. */
export interface LiveSavesTarget {
  editor: EditorStore
  /** The version open in the builder: saves of another are not this document's. */
  versionId(): number
  /** Whether this tab made the save (it is in the document already). */
  ownSave(saveId: string): boolean
  /** Resolves when no save of this tab is on its way. */
  settled(): Promise<void>
  /**
   * This tab's unsaved steps, made last on the document; undefined when they cannot be rebased
   * (a save that failed and may or may not have landed).
   */
  unsaved(): EditStep[] | undefined
  /** The unsaved steps are now `kept` (the others were dropped). */
  rebased(kept: EditStep[]): void
  /** This person's new components took other ids (or were dropped): the view follows them. */
  followIds(renamed: ReadonlyMap<string, string | undefined>): void
  /** The save is in the document: the version's key and content time are the save's. */
  applied(event: SavedEvent): void
  /** Steps of this person had to be dropped: say so. */
  dropped(steps: EditStep[]): void
  /** The save could not be applied here: the builder goes the way it went before (reload). */
  unfit(event: SavedEvent): void
}

/** What happened to one event (for tests and logs). */
export type LiveOutcome = 'applied' | 'own' | 'ignored' | 'unfit'

/**
 * Applies the saves that others (an agent, another member's builder) made of the open site, as
 * the site's event stream announces them, one at a time in order: after this tab's own save in
 * flight is answered, the save's steps go into the document with this person's unsaved steps
 * rebased over them. An agent's save is one history entry marked with its name and label.
 */
export class LiveSaves {
  private queue: Promise<unknown> = Promise.resolve()
  /** Saves already in the document (an event heard twice is applied once). */
  private readonly seen = new Set<string>()

  constructor(private readonly target: LiveSavesTarget) {}

  /** One event of the stream; resolves once it was handled. */
  hear(event: StreamEvent): Promise<LiveOutcome> {
    const next = this.queue.then(() => this.handle(event))
    this.queue = next.catch(() => undefined)
    return next
  }

  private async handle(event: StreamEvent): Promise<LiveOutcome> {
    if (event.event !== 'saved') return 'ignored'
    let save: SavedEvent
    let steps: EditStep[]
    try {
      save = savedEvent.parse(JSON.parse(event.data))
      steps = parseEditSteps(save.steps)
    } catch (error) {
      if (error instanceof z.ZodError || error instanceof InvalidStepsError) {
        console.warn('A site event does not read', error)
        return 'ignored'
      }
      throw error
    }
    const { target } = this
    if (save.version_id !== target.versionId() || this.seen.has(save.save_id)) return 'ignored'
    if (target.ownSave(save.save_id)) return 'own'
    await target.settled()
    if (target.ownSave(save.save_id)) return 'own'
    const local = target.unsaved()
    const plan = local && planRebase(target.editor.site, local, steps)
    if (!plan) {
      target.unfit(save)
      return 'unfit'
    }
    const mark: HistoryMark | undefined = save.origin
      ? { agent: save.origin.client_name, label: save.origin.label }
      : undefined
    // One change: nothing sees the document with the view still naming the old ids.
    runInAction(() => {
      target.editor.applyRemote(plan, mark)
      target.followIds(plan.renamed)
    })
    this.seen.add(save.save_id)
    target.rebased(plan.kept)
    target.applied(save)
    if (plan.dropped.length > 0) target.dropped(plan.dropped)
    return 'applied'
  }
}
