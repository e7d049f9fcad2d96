import {
  serializeParts,
  serializeSite,
  stepParts,
  type EditorState,
  type Site,
} from '@tessera/site-format'
import type { HostApi } from '../host'
import { idleWithin, type IdleScheduler } from '../idle'
import { inputActivity } from '../input-activity'
import type { SaveRequest, SaveTarget } from './site-saver'
import { timeOf, type NewerSave, type ServerSiteView, type SiteApi } from './site-api'

/** What a server site's saves need to know and keep current. */
export interface ServerSaveState {
  view: ServerSiteView
  /** The newest content time this editor knows of (its own saves included). */
  contentUpdatedAt: number
  /**
   * The content time of the site as this editor opened it. Others' saves after it are not in
   * the editor's document, even once its own saves were merged onto them.
   */
  openedAt: number
}

/**
 * A server site: edit steps to its site server; overwrite is the forced changed-parts save. A
 * save that joined another member's newer save says so through `merged`.
 */
export class ServerSaveTarget implements SaveTarget {
  constructor(
    private readonly api: SiteApi,
    private readonly state: ServerSaveState,
    private readonly site: () => Site,
    private readonly merged: (newer: NewerSave) => void = () => undefined,
  ) {}

  /** The newest other member's save already said, so each is said once. */
  private named = 0

  async save(request: SaveRequest): Promise<void> {
    const saved = await this.api.saveSteps(this.state.view, {
      saveId: request.saveId,
      versionId: this.state.view.version_id,
      steps: request.steps,
      seenAt: this.state.openedAt,
      ...(request.editor === undefined ? {} : { editor: request.editor }),
      ...(request.keepalive ? { keepalive: true } : {}),
    })
    this.saved(saved)
    const newer = saved.newer_save
    if (newer && timeOf(newer.saved_at) > this.named) {
      this.named = timeOf(newer.saved_at)
      this.merged(newer)
    }
  }

  async overwrite(): Promise<void> {
    const saved = await this.api.saveParts(this.state.view, serializeSite(this.site()), {
      versionId: this.state.view.version_id,
      force: true,
    })
    this.saved(saved)
  }

  private saved(saved: { update_key: string; content_updated_at: string | Date }): void {
    this.state.view.update_key = saved.update_key
    this.state.contentUpdatedAt = Math.max(
      this.state.contentUpdatedAt,
      timeOf(saved.content_updated_at),
    )
  }
}

/** The longest a scratch site's auto-save waits for the browser to be idle. */
export const SCRATCH_IDLE_WAIT_MS = 10_000
/** The pause in typing, pressing and dragging a scratch site's auto-save waits for. */
export const SCRATCH_QUIET_MS = 1000

/** The user's identity site: changed parts through `local_sites/{id}`. */
export class LocalSaveTarget implements SaveTarget {
  constructor(
    private readonly api: HostApi,
    private readonly siteId: string,
    private readonly site: () => Site,
  ) {}

  async save(request: SaveRequest): Promise<void> {
    const parts = serializeParts(
      this.site(),
      request.steps.length > 0 ? stepParts(request.steps) : [],
    )
    const body = {
      ...parts,
      ...(request.editor === undefined ? {} : { editor: JSON.stringify(request.editor) }),
    }
    await this.api.request('PATCH', `local_sites/${encodeURIComponent(this.siteId)}`, {
      body,
      unauthorized: 'throw',
      ...(request.keepalive ? { keepalive: true } : {}),
    })
  }

  async overwrite(): Promise<void> {
    await this.api.request('PATCH', `local_sites/${encodeURIComponent(this.siteId)}`, {
      body: serializeSite(this.site()),
      unauthorized: 'throw',
    })
  }
}

/** A scratch site lives in this browser only (editor.md section 3). */
export class ScratchSaveTarget implements SaveTarget {
  /** The write waiting for idle time: runs it at once. */
  private waiting: (() => void) | undefined

  constructor(
    private readonly storage: Storage,
    private readonly key: string,
    private readonly site: () => Site,
    private readonly editorState: () => EditorState,
    private readonly whenIdle: IdleScheduler = idleWithin(SCRATCH_IDLE_WAIT_MS, {
      activity: inputActivity,
      ms: SCRATCH_QUIET_MS,
    }),
  ) {}

  /**
   * Writing a site of thousands of components blocks the page for a tenth of a second or more,
   * so an auto-save waits for the browser to be idle and the person to pause (a key pressed
   * during the write would wait for it). The page going writes at once (and the journal holds
   * the edits meanwhile).
   */
  save(request?: SaveRequest): Promise<void> {
    if (request?.keepalive) {
      this.flush()
      return this.overwrite()
    }
    return new Promise((resolve, reject) => {
      let written = false
      const write = () => {
        written = true
        this.waiting = undefined
        this.overwrite().then(resolve, reject)
      }
      const cancel = this.whenIdle(write)
      if (!written) {
        this.waiting = () => {
          cancel()
          write()
        }
      }
    })
  }

  flush(): void {
    this.waiting?.()
  }

  overwrite(): Promise<void> {
    const site = { ...this.site(), editor: this.editorState() }
    try {
      this.storage.setItem(this.key, JSON.stringify(serializeSite(site)))
      return Promise.resolve()
    } catch {
      // The browser's storage is full: the site without its undo history may still fit.
      try {
        const bare = { ...site, history: { back: [], forward: [] } }
        this.storage.setItem(this.key, JSON.stringify(serializeSite(bare)))
        console.warn('The scratch site was kept without its history: storage is full')
        return Promise.resolve()
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)))
      }
    }
  }
}
