import { action, makeObservable, observable, observableRef, reaction, runInAction } from 'mobx'
import type { BuilderHost } from '../host'
import { isHostApiError } from '../host'
import type { BuilderStore, SiteVariant } from '../store/builder-store'
import { siteVariant } from '../store/builder-store'
import { RestorePointsStore } from '../restore/restore-points-store'
import { LiveSaves } from '../live/live-saves'
import { stepCommand } from '../live/rebase'
import { commandLabel, historyNames } from '../store/command-label'
import { subscribeEvents } from '../live/site-events-client'
import { SaveJournal } from './save-journal'
import {
  LocalSaveTarget,
  ScratchSaveTarget,
  ServerSaveTarget,
  type ServerSaveState,
} from './save-targets'
import { SiteApi, siteServerPath, timeOf, type ServerSiteView } from './site-api'
import { SCRATCH_KEY, type LoadedSite } from './site-loader'
import { SiteSaver, type SaveTarget } from './site-saver'

/** What to do when the site opens again beyond choosing a version. */
export interface ReopenExtra {
  /** Show this restore point read-only. */
  point?: string
  /** Restore this point once the latest version is open. */
  restore?: string
}

/** Version selector values (editor.md section 4, Versions). */
export type VersionChoice = 'unpublished' | 'live' | 'draft' | 'create'

/** How long the preview-link toast stays (editor.md section 9). */
export const PREVIEW_TOAST_MS = 2500

/** Why the site error modal is open. */
export type SiteErrorReason = 'unsentRefused' | 'reloadFailed'

export const SCRATCH_NOTICE_KEY = 'tessera.scratch-notice-seen'

/** The options of the version selector for a site's state. */
export function versionOptions(site: {
  published: boolean
  draft_version: number | null
}): VersionChoice[] {
  if (site.draft_version) return ['live', 'draft']
  if (site.published) return ['live', 'create']
  return ['unpublished']
}

/** The selector's value for the version open in the builder. */
export function versionValue(site: {
  published: boolean
  draft_version: number | null
  version_id: number
}): VersionChoice {
  if (site.draft_version) return site.version_id === site.draft_version ? 'draft' : 'live'
  return site.published ? 'live' : 'unpublished'
}

/**
 * One open site beyond its document: where it is saved and how (the saver and its journal), its
 * versions, publishing and preview link, and reloading when newer content exists.
 */
export class SiteSession {
  readonly variant: SiteVariant
  readonly saver: SiteSaver
  readonly api: SiteApi | undefined
  /** A server site's record and the version open (observable copy for the toolbar). */
  server: ServerSiteView | undefined
  busy: 'publish' | 'version' | 'deleteDraft' | 'preview' | undefined = undefined
  siteError: SiteErrorReason | undefined = undefined
  scratchNotice = false
  /** The preview link was copied: the toast shows. */
  previewCopied = false
  /** A version action failed: its message. */
  actionError: string | undefined = undefined

  /** A server site's restore points (the History menu's tab), once a store is attached. */
  restorePoints: RestorePointsStore | undefined = undefined

  private readonly saveState: ServerSaveState | undefined
  private readonly disposers: Array<() => void> = []
  private store: BuilderStore | undefined

  constructor(
    readonly host: BuilderHost,
    readonly siteId: string,
    readonly loaded: LoadedSite,
    /**
     * Opens the site again (a version, or the latest): the builder reloads. With `point`, a
     * restore point is shown read-only instead; with `restore`, that point is restored once the
     * latest version is open.
     */
    private readonly reopen: (version?: number, extra?: ReopenExtra) => void,
  ) {
    this.variant = siteVariant(siteId)
    this.server = loaded.server
    const site = () => this.requireStore().editor.site
    const editorState = () => this.requireStore().view.toEditorState()
    let target: SaveTarget
    let journal: SaveJournal | undefined
    if (this.variant === 'server' && loaded.server) {
      this.api = new SiteApi(host.api, siteId)
      this.saveState = {
        view: loaded.server,
        contentUpdatedAt: timeOf(loaded.server.content_updated_at),
        openedAt: timeOf(loaded.server.content_updated_at),
      }
      target = new ServerSaveTarget(this.api, this.saveState, site, (newer) =>
        this.store?.components.showNotice({
          key: newer.author_email ? 'builder.save.mergedNamed' : 'builder.save.mergedOther',
          values: newer.author_email ? { name: newer.author_email } : {},
          when: new Date(newer.saved_at).toISOString(),
        }),
      )
      journal = new SaveJournal(host.storage, siteId, loaded.server.version_id)
    } else if (this.variant === 'local') {
      target = new LocalSaveTarget(host.api, siteId, site)
    } else {
      target = new ScratchSaveTarget(host.storage, SCRATCH_KEY, site, editorState)
      journal = new SaveJournal(host.storage, siteId)
      this.scratchNotice = host.scratchPopup
        ? !host.scratchPopup.viewed()
        : host.storage.getItem(SCRATCH_NOTICE_KEY) === null
    }
    this.saver = new SiteSaver(target, {
      ...(journal ? { journal } : {}),
      editorState,
      login: () => host.login(),
      canSave: () => this.store?.editor.editingEnabled ?? true,
    })
    if (loaded.unsentRefused) this.siteError = 'unsentRefused'
    makeObservable(this, {
      server: observableRef,
      busy: observable,
      siteError: observable,
      scratchNotice: observable,
      previewCopied: observable,
      actionError: observable,
      closeSiteError: action,
      dismissScratchNotice: action,
      dismissActionError: action,
    })
  }

  /** Starts saving the store's edits and editor state, and watching the tab and the page. */
  attach(store: BuilderStore): void {
    this.store = store
    if (this.api && this.server) {
      this.restorePoints = new RestorePointsStore(
        store.editor,
        this.api,
        () => this.server,
        () => this.saver.save(),
      )
    }
    // Others' saves come in already saved.
    this.disposers.push(
      store.editor.onEdit((step, _effects, remote) => {
        if (!remote) this.saver.record(step)
      }),
    )
    this.listen(store)
    this.disposers.push(
      reaction(
        () => store.view.revision,
        () => this.saver.editorChanged(),
      ),
    )
    if (this.loaded.unsent.length > 0 || this.loaded.inflight) {
      this.saver.restore(
        this.loaded.unsent.slice(this.loaded.inflight?.steps.length ?? 0),
        this.loaded.inflight,
      )
    }
    if (this.loaded.restoreFailed) store.components.showNotice({ key: 'errors.site_restore_fail' })
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!this.saver.dirty) return
      event.preventDefault()
      // Browsers show their own text; this is the spec's, for those that show it.
      event.returnValue = LEAVE_WARNING
    }
    const pageHide = () => this.saver.keepalive()
    const visibility = () => {
      if (document.visibilityState === 'visible') void this.reloadIfNewer()
      else this.saver.keepalive()
    }
    if (typeof window === 'undefined') return
    window.addEventListener('beforeunload', beforeUnload)
    window.addEventListener('pagehide', pageHide)
    document.addEventListener('visibilitychange', visibility)
    this.disposers.push(() => {
      window.removeEventListener('beforeunload', beforeUnload)
      window.removeEventListener('pagehide', pageHide)
      document.removeEventListener('visibilitychange', visibility)
    })
  }

  /**
   * While a server site's version is open: others' saves of it (an agent's, another member's)
   * come in through the site's event stream and go into the document, this person's unsaved
   * edits rebased over them. After a reconnection, saves may have been missed: the site is
   * loaded again when it has newer content.
   */
  private listen(store: BuilderStore): void {
    const state = this.saveState
    if (!state || !this.server || this.loaded.viewingPoint) return
    const live = new LiveSaves({
      editor: store.editor,
      versionId: () => state.view.version_id,
      ownSave: (saveId) => this.saver.isOwn(saveId),
      settled: () => this.saver.settled(),
      unsaved: () => this.saver.unsent(),
      rebased: (kept) => this.saver.rebased(kept),
      followIds: (renamed) => store.view.followIds(renamed),
      applied: (save) => {
        const at = timeOf(save.content_updated_at)
        state.view.update_key = save.update_key
        state.contentUpdatedAt = Math.max(state.contentUpdatedAt, at)
        // The save is in this document: it is not another member's unseen save.
        state.openedAt = Math.max(state.openedAt, at)
      },
      dropped: (steps) => {
        const commands = steps.map(stepCommand).filter((command) => command !== undefined)
        const names = historyNames(commands)
        store.components.showNotice({
          key: 'builder.live.dropped',
          edits: commands.map((command) => commandLabel(store.editor.doc, command, names)),
        })
      },
      unfit: () => void this.reloadIfNewer(),
    })
    let opened = false
    const subscription = subscribeEvents(
      this.host.api,
      siteServerPath(this.server, `sites/${encodeURIComponent(this.siteId)}/events`),
      {
        onEvent: (event) => void live.hear(event),
        onOpen: () => {
          if (opened) void this.reloadIfNewer()
          opened = true
        },
      },
    )
    this.disposers.push(() => subscription.stop())
  }

  /**
   * The tab is visible again: when the site has newer content than this editor knows of (another
   * tab or editor saved), it is loaded again. Unsaved edits are saved first and kept.
   */
  async reloadIfNewer(): Promise<void> {
    if (!this.api || !this.saveState || this.busy) return
    try {
      const version = this.server?.version_id ?? this.saveState.view.version_id
      const latest = await this.api.load(version, this.saveState.contentUpdatedAt)
      if (!latest) return
      if (timeOf(latest.content_updated_at) <= this.saveState.contentUpdatedAt) return
      if (latest.update_key === this.saveState.view.update_key) return
      console.info('Newer content of the site exists: loading it again')
      if (this.saver.dirty && !(await this.saver.save())) return
      this.reopen(version)
    } catch (error) {
      // An Unauthorized site error suppresses the site error modal.
      if (isHostApiError(error) && error.status === 401) return
      console.warn('Checking for newer content failed', error)
    }
  }

  /** The version selector's choice (editor.md section 4, Versions). */
  async chooseVersion(choice: VersionChoice): Promise<void> {
    const api = this.api
    const server = this.server
    if (!api || !server || this.busy) return
    await this.run('version', async () => {
      if (!(await this.saver.save()) && this.saver.failure) return
      if (choice === 'create' || choice === 'unpublished') {
        await api.createDraft()
        this.reopen()
      } else if (choice === 'draft') {
        this.reopen()
      } else {
        const versions = await api.versions()
        const live = versions[1] ?? versions[0]
        this.reopen(live?.id)
      }
    })
  }

  /** The restore point shown read-only on the canvas, when one is. */
  get viewingPoint() {
    return this.loaded.viewingPoint
  }

  /** Shows a restore point read-only (the open site's edits are saved first). */
  async openRestorePoint(id: string): Promise<void> {
    if (!this.api || this.busy) return
    await this.run('version', async () => {
      if (!(await this.saver.save()) && this.saver.failure) return
      this.reopen(undefined, { point: id })
    })
  }

  /** Back from a restore point to editing the latest version. */
  closeRestorePoint(): void {
    this.reopen()
  }

  /** Restores the restore point shown: the latest version opens and takes it as one edit. */
  restoreViewedPoint(): void {
    const point = this.loaded.viewingPoint
    if (point) this.reopen(undefined, { restore: point.id })
  }

  /** The second click of delete draft: the draft goes, the live version opens. */
  async deleteDraft(): Promise<void> {
    const api = this.api
    if (!api || this.busy) return
    await this.run('deleteDraft', async () => {
      this.saver.dispose()
      new SaveJournal(this.host.storage, this.siteId).clear()
      await api.deleteDraft()
      this.reopen()
    })
  }

  /** Publishing saves immediately, then publishes (editor.md section 4). */
  async publish(): Promise<boolean> {
    const api = this.api
    if (!api || this.busy) return false
    let done = false
    await this.run('publish', async () => {
      if (!(await this.saver.save())) return
      await api.publish(true)
      const latest = await api.load()
      if (latest) this.updateServer(latest)
      done = true
      this.store?.components.showNotice({ key: 'builder.publish.done' })
    })
    return done
  }

  async setPreview(enable: boolean): Promise<void> {
    const api = this.api
    if (!api || this.busy) return
    await this.run('preview', async () => {
      const site = await api.setPreview(enable)
      if (this.server) {
        this.updateServer({
          ...this.server,
          enable_preview: site.enable_preview,
          preview_id: site.preview_id,
        })
      }
    })
  }

  /** The preview link: the site's subdomain with its preview id. */
  get previewLink(): string | undefined {
    const server = this.server
    if (!server?.enable_preview || !server.preview_id) return undefined
    const base = this.host.siteUrl(server)
    return base ? `${base}?preview_id=${encodeURIComponent(server.preview_id)}` : undefined
  }

  async copyPreviewLink(): Promise<void> {
    const link = this.previewLink
    if (!link) return
    try {
      await navigator.clipboard.writeText(link)
    } catch (error) {
      console.warn('Copying the preview link failed', error)
    }
    runInAction(() => (this.previewCopied = true))
    setTimeout(() => runInAction(() => (this.previewCopied = false)), PREVIEW_TOAST_MS)
  }

  closeSiteError(): void {
    this.siteError = undefined
  }

  /** The site error modal's clear, once the reset is confirmed: local copies go, the site reloads. */
  clearLocal(): void {
    this.saver.dispose()
    if (this.variant === 'scratch') this.host.storage.removeItem(SCRATCH_KEY)
    new SaveJournal(this.host.storage, this.siteId).clear()
    this.siteError = undefined
    this.reopen()
  }

  /** Refresh after UpdateStale: the other editor's version is loaded, this browser's edits go. */
  discardAndReload(): void {
    this.saver.dispose()
    new SaveJournal(this.host.storage, this.siteId).clear()
    location.reload()
  }

  dismissScratchNotice(): void {
    this.scratchNotice = false
    if (this.host.scratchPopup) {
      this.host.scratchPopup.markViewed()
      return
    }
    try {
      this.host.storage.setItem(SCRATCH_NOTICE_KEY, '1')
    } catch {
      // Shown again next time.
    }
  }

  dismissActionError(): void {
    this.actionError = undefined
  }

  dispose(): void {
    this.saver.keepalive()
    this.saver.dispose()
    for (const dispose of this.disposers) dispose()
  }

  private updateServer(view: ServerSiteView): void {
    runInAction(() => {
      this.server = view
      if (this.saveState) {
        this.saveState.view = view
        this.saveState.contentUpdatedAt = Math.max(
          this.saveState.contentUpdatedAt,
          timeOf(view.content_updated_at),
        )
      }
    })
  }

  private async run(busy: NonNullable<SiteSession['busy']>, work: () => Promise<void>) {
    runInAction(() => {
      this.busy = busy
      this.actionError = undefined
    })
    try {
      await work()
    } catch (error) {
      console.warn(`The ${busy} action failed`, error)
      const message = isHostApiError(error) ? error.code : undefined
      runInAction(() => (this.actionError = message ?? 'None'))
    } finally {
      runInAction(() => (this.busy = undefined))
    }
  }

  private requireStore(): BuilderStore {
    if (!this.store) throw new Error('The site session has no store yet')
    return this.store
  }
}

/** The leave warning (editor.md section 4). */
export const LEAVE_WARNING = 'Some changes may not be saved, are you sure you want to exit?'
