import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx'
import {
  replaceSiteContent,
  rewriteNamespace,
  siteChanges,
  siteFromData,
  type Site,
  type SiteChanges,
} from '@tessera/site-format'
import { isHostApiError } from '../host'
import type { EditorStore } from '../store/editor-store'
import type {
  RestorePointContentView,
  RestorePointView,
  ServerSiteView,
  SiteApi,
} from '../site/site-api'

/** A failed call, as a message key and the server's text. */
export interface PointsProblem {
  key: string
  text?: string
}

function problemOf(error: unknown, fallback: string): PointsProblem {
  if (isHostApiError(error) && error.code !== 'None' && error.code !== 'NETWORK_FAILURE') {
    return { key: `errors.${error.code}`, text: error.message }
  }
  return { key: fallback }
}

/** A restore point's content as a site of this namespace. */
export function pointSite(view: RestorePointContentView, namespace: string): Site {
  const site = siteFromData({ ...view.content, history: '{"back":[],"forward":[]}' })
  return site.context.namespace === namespace ? site : rewriteNamespace(site, namespace)
}

/**
 * The History menu's restore points (issue: restore points): the site server's list, one point
 * opened with what changed since it, a named point kept on demand, and a restore as one
 * undoable whole-site replacement (the server keeps the replaced site as a point before it
 * saves it).
 */
export class RestorePointsStore {
  points: RestorePointView[] = []
  status: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle'
  /** The next page's cursor, when there is one. */
  nextBefore: Date | null = null
  selectedId: string | undefined = undefined
  /** The selected point's content, once loaded. */
  selected: { id: string; site: Site } | undefined = undefined
  selectedStatus: 'idle' | 'loading' | 'failed' = 'idle'
  /** The point whose restore waits for the person's confirmation. */
  confirming: string | undefined = undefined
  creating = false
  problem: PointsProblem | undefined = undefined
  /** What just happened, for the live region. */
  notice: { key: string; values?: Record<string, string> } | undefined = undefined

  constructor(
    private readonly editor: EditorStore,
    private readonly api: SiteApi,
    private readonly server: () => ServerSiteView | undefined,
    /** Saves the open site's edits; false when they could not be saved. */
    private readonly flush: () => Promise<boolean> = () => Promise.resolve(true),
  ) {
    makeObservable(this, {
      points: observableRef,
      status: observable,
      nextBefore: observable,
      selectedId: observable,
      selected: observableRef,
      selectedStatus: observable,
      confirming: observable,
      creating: observable,
      problem: observableRef,
      notice: observableRef,
      changes: computed,
      load: action,
      select: action,
      askRestore: action,
      cancelRestore: action,
      restore: action,
      create: action,
    })
  }

  /** What the site changed since the selected point: from its content to the open site's. */
  get changes(): SiteChanges | undefined {
    void this.editor.historyVersion
    return this.selected ? siteChanges(this.selected.site, this.editor.site) : undefined
  }

  /** The first page again, or the next one. */
  async load(more = false): Promise<void> {
    const server = this.server()
    if (!server) return
    this.status = 'loading'
    try {
      const list = await this.api.restorePoints(
        server,
        more && this.nextBefore ? new Date(this.nextBefore).toISOString() : undefined,
      )
      runInAction(() => {
        this.points = more ? [...this.points, ...list.results] : list.results
        this.nextBefore = list.next_before
        this.status = 'loaded'
      })
    } catch (error) {
      console.warn('Listing restore points failed', error)
      runInAction(() => (this.status = 'failed'))
    }
  }

  /** Opens a point's details (its content and what changed since); again closes them. */
  async select(id: string | undefined): Promise<void> {
    if (id === this.selectedId || id === undefined) {
      this.selectedId = undefined
      this.selected = undefined
      this.confirming = undefined
      return
    }
    this.selectedId = id
    this.confirming = undefined
    this.selectedStatus = 'loading'
    try {
      const site = await this.content(id)
      runInAction(() => {
        if (this.selectedId !== id) return
        this.selected = { id, site }
        this.selectedStatus = 'idle'
      })
    } catch (error) {
      console.warn('Reading a restore point failed', error)
      runInAction(() => {
        if (this.selectedId === id) this.selectedStatus = 'failed'
      })
    }
  }

  askRestore(id: string): void {
    this.confirming = id
  }

  cancelRestore(): void {
    this.confirming = undefined
  }

  /** Replaces the site with the point's content: one undoable step, saved as an edit. */
  async restore(id: string): Promise<boolean> {
    this.confirming = undefined
    this.problem = undefined
    let site: Site
    try {
      site = this.selected?.id === id ? this.selected.site : await this.content(id)
    } catch (error) {
      runInAction(() => (this.problem = problemOf(error, 'builder.restorePoints.readFailed')))
      return false
    }
    const done = runInAction(() => this.editor.run(replaceSiteContent(this.editor.doc, site)))
    if (done) runInAction(() => (this.notice = { key: 'builder.restorePoints.restored' }))
    return done
  }

  /** Keeps the site as saved now under a name. */
  async create(name: string): Promise<boolean> {
    const server = this.server()
    const trimmed = name.trim()
    if (!server || trimmed === '' || this.creating) return false
    this.creating = true
    this.problem = undefined
    try {
      // The point keeps what the server holds: the edits made here go there first.
      if (!(await this.flush())) {
        runInAction(() => (this.problem = { key: 'builder.restorePoints.createFailed' }))
        return false
      }
      const point = await this.api.createRestorePoint(server, trimmed)
      runInAction(() => {
        this.points = [point, ...this.points]
        this.notice = { key: 'builder.restorePoints.created', values: { name: trimmed } }
      })
      return true
    } catch (error) {
      runInAction(() => (this.problem = problemOf(error, 'builder.restorePoints.createFailed')))
      return false
    } finally {
      runInAction(() => (this.creating = false))
    }
  }

  private async content(id: string): Promise<Site> {
    const server = this.server()
    if (!server) throw new Error('No server site')
    const view = await this.api.restorePoint(server, id)
    return pointSite(view, this.editor.site.context.namespace)
  }
}
