import type { EditStep } from '@tessera/site-format'

/** Unsent edits of one site, kept in the browser until its server has them. */
export interface JournalData {
  siteId: string
  /** The version the steps were made on. */
  versionId?: number
  /** Made, not yet sent. */
  pending: EditStep[]
  /** Sent with this save id, not yet answered: applied when the version's key is that id. */
  inflight?: { saveId: string; steps: EditStep[] }
  /** When the last of these edits was made (ms). */
  updatedAt: number
}

export const JOURNAL_PREFIX = 'tessera.unsaved.'
/** The site id and the time of the last local content update (editor.md section 4, sync). */
export const SYNC_KEY = 'tessera.site-sync'

export interface SyncRecord {
  siteId: string
  updatedAt: number
}

/**
 * The browser's copy of edits not yet saved, per site, written on every edit so a closed or
 * killed tab loses nothing: the next open sends them. Storage that is full or refuses writes
 * only loses that protection.
 */
export class SaveJournal {
  constructor(
    private readonly storage: Storage,
    readonly siteId: string,
    /** The version the edits are made on (server sites). */
    readonly versionId?: number,
  ) {}

  private get key() {
    return `${JOURNAL_PREFIX}${this.siteId}`
  }

  read(): JournalData | undefined {
    try {
      const text = this.storage.getItem(this.key)
      if (!text) return undefined
      const data = JSON.parse(text) as JournalData
      if (data.siteId !== this.siteId || !Array.isArray(data.pending)) return undefined
      return data
    } catch {
      return undefined
    }
  }

  /** The steps still to send: those of an unanswered save first. */
  unsent(data = this.read()): EditStep[] {
    if (!data) return []
    return [...(data.inflight?.steps ?? []), ...data.pending]
  }

  write(data: Omit<JournalData, 'siteId' | 'versionId'>): void {
    try {
      if (data.pending.length === 0 && !data.inflight) {
        this.storage.removeItem(this.key)
        return
      }
      this.storage.setItem(
        this.key,
        JSON.stringify({
          siteId: this.siteId,
          ...(this.versionId === undefined ? {} : { versionId: this.versionId }),
          ...data,
        }),
      )
      const sync: SyncRecord = { siteId: this.siteId, updatedAt: data.updatedAt }
      this.storage.setItem(SYNC_KEY, JSON.stringify(sync))
    } catch (error) {
      console.warn('Keeping unsaved edits in the browser failed', error)
    }
  }

  clear(): void {
    try {
      this.storage.removeItem(this.key)
    } catch {
      // Nothing kept.
    }
  }

  static sync(storage: Storage): SyncRecord | undefined {
    try {
      const text = storage.getItem(SYNC_KEY)
      return text ? (JSON.parse(text) as SyncRecord) : undefined
    } catch {
      return undefined
    }
  }
}
