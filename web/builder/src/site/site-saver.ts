import { action, makeObservable, observable, observableRef, runInAction } from 'mobx'
import type { EditorState, EditStep } from '@tessera/site-format'
import { isHostApiError } from '../host'
import type { SaveJournal } from './save-journal'
import { newerSaveOf, type NewerSave } from './site-api'

/** Save states (editor.md section 4, platform.md section 4). */
export type SaveState = 'saved' | 'saving' | 'savingEditor' | 'error'

/** Which save-failure modal a failed save opens (editor.md section 4, save handling). */
export type SaveFailureKind =
  'history' | 'login' | 'stale' | 'invalid' | 'dataLimit' | 'forbidden' | 'server' | 'generic'

export interface SaveFailure {
  kind: SaveFailureKind
  /** The server's raw message, shown by the generic modal. */
  message: string
  /** UpdateStale: the other member's save the steps met, when the server named it. */
  newerSave?: NewerSave
}

/** Auto-save debounce (editor.md section 9). */
export const CONTENT_SAVE_MS = 3000
export const EDITOR_SAVE_MS = 5000
/**
 * Edits reach the browser's journal this long after the last one, and no later than
 * `JOURNAL_MAX_WAIT_MS` after the first one not yet written: a burst of edits (a drag, typing)
 * writes it once rather than on every step. Leaving the page writes it at once.
 */
export const JOURNAL_WRITE_MS = 250
export const JOURNAL_MAX_WAIT_MS = 1000

export interface SaveRequest {
  /** The id the server keeps as the version's key, so a save repeated is not applied twice. */
  saveId: string
  steps: EditStep[]
  editor?: EditorState
  /** The page is going away: the request must outlive it. */
  keepalive?: boolean
}

/** Where a site's saves go: its server, the local-site API, or the browser (scratch). */
export interface SaveTarget {
  save(request: SaveRequest): Promise<void>
  /** Stores the whole site as the editor has it now, over whatever is stored (forced). */
  overwrite(): Promise<void>
  /** Runs at once a write that waits for a better moment (the page is going). */
  flush?(): void
}

export interface SaverOptions {
  journal?: SaveJournal
  editorState(): EditorState
  /** The host's login dialog; true once the user is logged in again. */
  login(): Promise<boolean>
  /** False while the version may not be edited: saving is blocked. */
  canSave(): boolean
  newId?(): string
  now?(): number
  contentDelay?: number
  editorDelay?: number
}

/** A failed call as the save-failure modal it opens. */
export function classifySaveError(error: unknown): SaveFailure {
  const message = error instanceof Error || isHostApiError(error) ? error.message : String(error)
  if (!isHostApiError(error)) return { kind: 'generic', message }
  if (error.message.startsWith('History')) return { kind: 'history', message }
  if (error.status === 401) return { kind: 'login', message }
  if (error.code === 'UpdateStale') {
    const newerSave = newerSaveOf(error.data)
    return { kind: 'stale', message, ...(newerSave ? { newerSave } : {}) }
  }
  if (error.code === 'InvalidFormData') return { kind: 'invalid', message }
  if (error.code === 'DataLimitExceeded') return { kind: 'dataLimit', message }
  // The person's role no longer allows the change, or they are no longer a member.
  if (error.status === 403) return { kind: 'forbidden', message }
  if (error.code === 'NETWORK_FAILURE' || error.status >= 500) return { kind: 'server', message }
  return { kind: 'generic', message }
}

/** Whether a failed save may have reached the server (no answer, or a server error). */
function maybeApplied(error: unknown): boolean {
  return !isHostApiError(error) || error.code === 'NETWORK_FAILURE' || error.status >= 500
}

export function randomSaveId(): string {
  const bytes = new Uint8Array(18)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/**
 * Saves a site as it is edited: every edit step is kept (and written to the browser's journal
 * within `JOURNAL_WRITE_MS`), then sent 3 s after the last edit; editor state 5 s after its last
 * change. One save at a time; a save that failed opens its modal and keeps its steps for the
 * next try. A save's steps are journaled under its id before it is sent.
 */
export class SiteSaver {
  state: SaveState = 'saved'
  failure: SaveFailure | undefined = undefined
  /** The host's login dialog is open after a 401. */
  loggingIn = false

  private pending: EditStep[] = []
  private inflight: { saveId: string; steps: EditStep[]; editor: boolean } | undefined
  /** The last save got no answer: it is sent again as it was, with the same id. */
  private unanswered = false
  private editorDirty = false
  private contentTimer: ReturnType<typeof setTimeout> | undefined
  private editorTimer: ReturnType<typeof setTimeout> | undefined
  private journalTimer: ReturnType<typeof setTimeout> | undefined
  /** When the oldest edit not yet in the journal was made. */
  private unjournaledSince: number | undefined
  private running: Promise<void> | undefined
  /** The ids of this tab's saves (a save's event from the server is already in the document). */
  private readonly sent = new Set<string>()
  private updatedAt = 0
  private disposed = false

  constructor(
    private readonly target: SaveTarget,
    private readonly options: SaverOptions,
  ) {
    makeObservable<SiteSaver, 'updateState' | 'fail'>(this, {
      state: observable,
      failure: observableRef,
      loggingIn: observable,
      record: action,
      rebased: action,
      editorChanged: action,
      dismiss: action,
      updateState: action,
      fail: action,
    })
  }

  /** Anything not yet stored: the leave warning shows. */
  get dirty(): boolean {
    return (
      this.pending.length > 0 ||
      this.inflight !== undefined ||
      this.editorDirty ||
      this.failure !== undefined
    )
  }

  /** Whether this tab sent the save with this id. */
  isOwn(saveId: string): boolean {
    return this.sent.has(saveId)
  }

  /** Resolves when no save is on its way. */
  async settled(): Promise<void> {
    while (this.running) await this.running
  }

  /**
   * The steps made and not yet sent; undefined while a save that got no answer is kept to be
   * sent again (it may have landed or not).
   */
  unsent(): EditStep[] | undefined {
    return this.inflight ? undefined : [...this.pending]
  }

  /** Another saver's steps came in under the unsent ones: these are what is left to send. */
  rebased(kept: EditStep[]): void {
    this.pending = [...kept]
    this.writeJournal()
    this.updateState()
  }

  /** Steps from the journal (already applied to the opened site), to send first. */
  restore(steps: EditStep[], inflight?: { saveId: string; steps: EditStep[] }): void {
    if (inflight) {
      this.inflight = { ...inflight, editor: false }
      this.unanswered = true
    }
    this.pending = [...steps]
    this.updatedAt = this.now()
    this.updateState()
    if (this.dirty) this.schedule(0)
  }

  record(step: EditStep): void {
    this.pending.push(step)
    this.updatedAt = this.now()
    this.journalSoon()
    this.updateState()
    this.schedule(this.options.contentDelay ?? CONTENT_SAVE_MS)
  }

  editorChanged(): void {
    this.editorDirty = true
    this.updateState()
    if (this.editorTimer !== undefined) clearTimeout(this.editorTimer)
    this.editorTimer = setTimeout(() => {
      this.editorTimer = undefined
      void this.save()
    }, this.options.editorDelay ?? EDITOR_SAVE_MS)
  }

  /** Saves now (publishing and version changes save first); true when everything is stored. */
  async save(options: { keepalive?: boolean } = {}): Promise<boolean> {
    this.clearTimers()
    while (this.running) await this.running
    if (this.disposed && !options.keepalive) return !this.dirty
    if (!this.inflight && this.pending.length === 0 && !this.editorDirty) return true
    if (!this.options.canSave()) {
      // Saving is blocked for this version; its editor state is not worth a warning.
      this.editorDirty = false
      this.updateState()
      return this.pending.length === 0 && !this.inflight
    }
    if (!this.inflight) {
      const editor = this.editorDirty
      this.inflight = { saveId: this.newId(), steps: this.pending, editor }
      this.sent.add(this.inflight.saveId)
      this.pending = []
      this.editorDirty = false
      this.writeJournal()
    }
    const batch = this.inflight
    this.updateState()
    const request: SaveRequest = {
      saveId: batch.saveId,
      steps: batch.steps,
      ...(batch.editor ? { editor: this.options.editorState() } : {}),
      ...(options.keepalive ? { keepalive: true } : {}),
    }
    this.running = this.target.save(request).then(
      () => {
        this.inflight = undefined
        this.unanswered = false
        runInAction(() => (this.failure = undefined))
        this.writeJournal()
      },
      (error: unknown) => {
        if (maybeApplied(error)) {
          this.unanswered = true
        } else {
          // Refused: nothing was applied; these steps go with the next save.
          this.pending = [...batch.steps, ...this.pending]
          if (batch.editor) this.editorDirty = true
          this.inflight = undefined
          this.unanswered = false
          this.writeJournal()
        }
        this.fail(error)
      },
    )
    try {
      await this.running
    } finally {
      this.running = undefined
      this.updateState()
    }
    if (!this.failure && (this.pending.length > 0 || this.editorDirty)) return this.save(options)
    return this.failure === undefined
  }

  /** The page is going away: send what is left with keepalive (the journal keeps it anyway). */
  keepalive(): void {
    this.target.flush?.()
    if (this.journalTimer !== undefined) this.writeJournal()
    if (this.dirty && this.failure === undefined) void this.save({ keepalive: true })
  }

  /** Overwrite after UpdateStale, or the forced retry after logging in again. */
  async overwrite(): Promise<boolean> {
    this.clearTimers()
    while (this.running) await this.running
    const before = { pending: this.pending.length }
    this.running = this.target.overwrite().then(
      () => {
        this.pending = this.pending.slice(before.pending)
        this.inflight = undefined
        this.unanswered = false
        this.editorDirty = false
        runInAction(() => (this.failure = undefined))
        this.writeJournal()
      },
      (error: unknown) => this.fail(error),
    )
    try {
      await this.running
    } finally {
      this.running = undefined
      this.updateState()
    }
    return this.failure === undefined
  }

  /** Try again (after a server error or a refusal the user has dealt with). */
  retry(): Promise<boolean> {
    this.dismiss()
    return this.save()
  }

  dismiss(): void {
    this.failure = undefined
    this.updateState()
  }

  dispose(): void {
    if (this.journalTimer !== undefined) this.writeJournal()
    this.disposed = true
    this.clearTimers()
  }

  private fail(error: unknown): void {
    this.failure = classifySaveError(error)
    this.updateState()
    if (this.failure.kind === 'login' && !this.loggingIn) void this.relogin()
  }

  /** A 401: the host's login dialog, then the save again, forced (editor.md section 4). */
  private async relogin(): Promise<void> {
    runInAction(() => (this.loggingIn = true))
    let ok = false
    try {
      ok = await this.options.login()
    } finally {
      runInAction(() => (this.loggingIn = false))
    }
    if (ok) await this.overwrite()
  }

  private schedule(delay: number): void {
    if (this.contentTimer !== undefined) clearTimeout(this.contentTimer)
    this.contentTimer = setTimeout(() => {
      this.contentTimer = undefined
      if (this.failure === undefined || this.unanswered) void this.save()
    }, delay)
  }

  private clearTimers(): void {
    if (this.contentTimer !== undefined) clearTimeout(this.contentTimer)
    if (this.editorTimer !== undefined) clearTimeout(this.editorTimer)
    this.contentTimer = undefined
    this.editorTimer = undefined
  }

  private updateState(): void {
    if (this.failure) this.state = 'error'
    else if (this.pending.length > 0 || (this.inflight?.steps.length ?? 0) > 0)
      this.state = 'saving'
    else if (this.editorDirty || this.inflight?.editor) this.state = 'savingEditor'
    else this.state = 'saved'
  }

  /** Writes the journal once the edits pause (and at most `JOURNAL_MAX_WAIT_MS` after the first). */
  private journalSoon(): void {
    if (!this.options.journal) return
    const now = this.now()
    this.unjournaledSince ??= now
    if (this.journalTimer !== undefined) clearTimeout(this.journalTimer)
    const delay = Math.min(JOURNAL_WRITE_MS, this.unjournaledSince + JOURNAL_MAX_WAIT_MS - now)
    this.journalTimer = setTimeout(() => this.writeJournal(), Math.max(0, delay))
  }

  private writeJournal(): void {
    if (this.journalTimer !== undefined) clearTimeout(this.journalTimer)
    this.journalTimer = undefined
    this.unjournaledSince = undefined
    this.options.journal?.write({
      pending: this.pending,
      ...(this.inflight && this.inflight.steps.length > 0
        ? { inflight: { saveId: this.inflight.saveId, steps: this.inflight.steps } }
        : {}),
      updatedAt: this.updatedAt,
    })
  }

  private newId(): string {
    return (this.options.newId ?? randomSaveId)()
  }

  private now(): number {
    return (this.options.now ?? Date.now)()
  }
}
