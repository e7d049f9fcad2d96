import { makeAutoObservable, reaction, runInAction } from 'mobx'
import {
  IMAGE_PICKER_TYPES,
  VIDEO_PICKER_TYPES,
  validateAssetContentType,
  validateAssetFileSize,
} from '@tessera/site-format'
import type { BuilderStore } from '../store/builder-store'
import { AssetClient, type BuilderAsset } from './asset-client'
import { assetIdOf } from './asset-address'

/** The asset list loads this long after it is first wanted (editor.md section 4). */
export const ASSET_LIST_DELAY_MS = 2000
/** Search waits this long after the last keystroke (editor.md section 9). */
export const ASSET_SEARCH_DEBOUNCE_MS = 500
/** Names longer than this get a tooltip with the whole name (platform.md section 5). */
export const ASSET_NAME_TOOLTIP_AFTER = 9

export function needsNameTooltip(name: string): boolean {
  return [...name].length > ASSET_NAME_TOOLTIP_AFTER
}

/** What a picker offers: images (jpeg, png, webp, svg, gif), video (mp4) or any file. */
export type AssetPickKind = 'image' | 'video' | 'file'

export function pickable(asset: BuilderAsset, kind: AssetPickKind): boolean {
  if (kind === 'file') return asset.url !== null
  const types = kind === 'image' ? IMAGE_PICKER_TYPES : VIDEO_PICKER_TYPES
  return asset.url !== null && types.includes(asset.content_type)
}

/** A failed upload as the screen says it: `errors.{code}` (or a rule's key), else the text. */
export interface UploadError {
  key?: string
  /** The spec's code (FILE_SIZE_BIG, FILE_TYPE, AssetUsageExceeded, ...), when known. */
  code?: string
  text?: string
}

export function toUploadError(error: unknown): UploadError {
  if (typeof error === 'object' && error !== null) {
    const { code, key, message } = error as { code?: unknown; key?: unknown; message?: unknown }
    if (typeof key === 'string') {
      const fromKey = /^errors\.(.+)$/.exec(key)?.[1]
      return { key, ...(fromKey ? { code: fromKey } : {}) }
    }
    if (typeof code === 'string' && code !== 'None' && code !== 'NETWORK_FAILURE') {
      return {
        key: `errors.${code}`,
        code,
        ...(typeof message === 'string' ? { text: message } : {}),
      }
    }
    if (typeof message === 'string' && message !== '' && code !== 'NETWORK_FAILURE')
      return { text: message }
  }
  return { key: 'errors.asset_upload_failed' }
}

export interface UploadEntry {
  id: number
  name: string
  /** An upload or a replace of the asset of that name. */
  action: 'upload' | 'replace'
  status: 'uploading' | 'done' | 'failed'
  error?: UploadError
}

export interface LibraryTimers {
  setTimeout(run: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

const browserTimers: LibraryTimers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/**
 * The user's assets as the Asset menu and the pickers show them (editor.md section 4): loaded
 * 2 s after first wanted, for the user id; fetched again whenever the update key changes (an
 * upload, replace, update or delete bumps it) or the search settles 500 ms after typing.
 * Listing and update failures are only logged; the list then shows empty.
 */
export class AssetLibrary {
  assets: BuilderAsset[] = []
  /** False until the first list arrives (or fails). */
  loaded = false
  /** What the search field shows; `search` follows it 500 ms after the last change. */
  searchInput = ''
  search = ''
  updateKey = 0
  uploads: UploadEntry[] = []
  /** Bumped by the menu's new key (n): the menu then opens its upload modal. */
  uploadRequests = 0
  /** A failed delete, shown in the menu. */
  actionError: UploadError | undefined = undefined
  /**
   * Each asset's current address by its id, from every list and replace: a page names an asset
   * by an address it once had, and the canvas shows the file it serves now.
   */
  readonly currentUrls = new Map<string, string>()
  /** Bumped when an asset's current address is first known or changes. */
  addressesVersion = 0

  private readonly client: AssetClient
  private started = false
  private startTimer: unknown
  private searchTimer: unknown
  private fetchSeq = 0
  private nextUploadId = 1
  private stopReaction: (() => void) | undefined

  constructor(
    private readonly store: BuilderStore,
    private readonly timers: LibraryTimers = browserTimers,
  ) {
    this.client = new AssetClient(store.host.api)
    makeAutoObservable<AssetLibrary, 'store' | 'timers' | 'client'>(this, {
      store: false,
      timers: false,
      client: false,
    })
  }

  /** Whether uploads are offered: a scratch site has no assets (editor.md section 6). */
  get canUpload(): boolean {
    return this.store.variant !== 'scratch'
  }

  /** The site id uploads go to: the server site, or `identity` for the user's local site. */
  get uploadSiteId(): string {
    return this.store.variant === 'local' ? 'identity' : this.store.siteId
  }

  /** Asks for the list: the first call schedules the load 2 s later; later calls do nothing. */
  start(): void {
    if (this.started) return
    this.started = true
    this.startTimer = this.timers.setTimeout(() => {
      this.startTimer = undefined
      void this.fetch()
      this.stopReaction = reaction(
        () => [this.updateKey, this.search] as const,
        () => void this.fetch(),
      )
    }, ASSET_LIST_DELAY_MS)
  }

  setSearch(text: string): void {
    this.searchInput = text
    if (this.searchTimer !== undefined) this.timers.clearTimeout(this.searchTimer)
    this.searchTimer = this.timers.setTimeout(() => {
      this.searchTimer = undefined
      runInAction(() => (this.search = text.trim()))
    }, ASSET_SEARCH_DEBOUNCE_MS)
  }

  /** The new key of the Asset menu; false (key not used) where uploads are not offered. */
  requestUpload(): boolean {
    if (!this.canUpload) return false
    this.uploadRequests += 1
    return true
  }

  /** Makes the list fetch again (once it has loaded at all). */
  bumpUpdateKey(): void {
    this.updateKey += 1
  }

  async fetch(): Promise<void> {
    const seq = ++this.fetchSeq
    const user = this.store.user
    if (!user) {
      runInAction(() => {
        this.assets = []
        this.loaded = true
      })
      return
    }
    try {
      const assets = await this.client.list({ userId: user.id, search: this.search })
      if (seq !== this.fetchSeq) return
      runInAction(() => {
        this.assets = assets
        this.loaded = true
        for (const asset of assets) this.noteAddress(asset.id, asset.url)
      })
    } catch (error) {
      console.error('Listing the assets failed', error)
      if (seq !== this.fetchSeq) return
      runInAction(() => {
        this.assets = []
        this.loaded = true
      })
    }
  }

  /** Uploads files one after the other; each ends uploaded or failed with its error. */
  async upload(files: readonly File[]): Promise<void> {
    if (!this.canUpload) {
      this.store.components.showNotice({ key: 'builder.upload.scratch' })
      return
    }
    this.clearFinished()
    for (const file of files) {
      const entry = this.begin(file.name, 'upload')
      const rule = checkFile(file)
      if (rule) {
        this.finish(entry, rule)
        continue
      }
      try {
        await this.store.host.uploadFile(file, this.uploadSiteId)
        this.finish(entry)
      } catch (error) {
        this.finish(entry, toUploadError(error))
      }
    }
  }

  /** Replaces an asset's file; the asset keeps its id, name and address. */
  async replace(asset: BuilderAsset, file: File): Promise<void> {
    this.clearFinished()
    const entry = this.begin(asset.name, 'replace')
    const replaceFile = this.store.host.replaceFile
    const rule = replaceFile ? checkFile(file) : { key: 'errors.asset_upload_failed' }
    if (rule || !replaceFile) {
      this.finish(entry, rule)
      return
    }
    try {
      const replaced = await replaceFile({ id: asset.id, name: asset.name }, file)
      runInAction(() => this.noteAddress(asset.id, replaced.url))
      this.finish(entry)
    } catch (error) {
      this.finish(entry, toUploadError(error))
    }
  }

  /** Updates an asset's name; a failure is only logged (editor.md section 8). */
  async rename(asset: BuilderAsset, name: string): Promise<boolean> {
    const trimmed = name.trim()
    if (trimmed === '' || trimmed === asset.name) return false
    try {
      await this.client.rename(asset.id, trimmed)
      this.bumpUpdateKey()
      return true
    } catch (error) {
      console.error('Updating the asset failed', error)
      return false
    }
  }

  async remove(asset: BuilderAsset): Promise<boolean> {
    this.actionError = undefined
    try {
      await this.client.remove(asset.id)
      runInAction(() => {
        this.assets = this.assets.filter((a) => a.id !== asset.id)
        this.bumpUpdateKey()
      })
      return true
    } catch (error) {
      runInAction(() => (this.actionError = toUploadError(error)))
      return false
    }
  }

  /**
   * The address the canvas shows for `url`: the current one of the asset it names, once known,
   * else `url` itself.
   */
  currentAddress(url: string): string {
    const id = assetIdOf(url)
    return (id === undefined ? undefined : this.currentUrls.get(id)) ?? url
  }

  private noteAddress(id: string, url: string | null | undefined): void {
    if (!url || this.currentUrls.get(id) === url) return
    this.currentUrls.set(id, url)
    this.addressesVersion++
  }

  dismissUpload(id: number): void {
    this.uploads = this.uploads.filter((entry) => entry.id !== id)
  }

  dispose(): void {
    if (this.startTimer !== undefined) this.timers.clearTimeout(this.startTimer)
    if (this.searchTimer !== undefined) this.timers.clearTimeout(this.searchTimer)
    this.stopReaction?.()
  }

  private begin(name: string, action: UploadEntry['action']): UploadEntry {
    const entry: UploadEntry = { id: this.nextUploadId++, name, action, status: 'uploading' }
    this.uploads = [entry, ...this.uploads]
    return this.uploads[0]!
  }

  /** The outcomes of an earlier batch give way to a new one. */
  private clearFinished(): void {
    this.uploads = this.uploads.filter((e) => e.status === 'uploading')
  }

  private finish(entry: UploadEntry, error?: UploadError): void {
    runInAction(() => {
      entry.status = error ? 'failed' : 'done'
      if (error) entry.error = error
      if (!error) this.bumpUpdateKey()
    })
  }
}

/** The size and type rules, checked before anything is sent (editor.md section 5). */
function checkFile(file: File): UploadError | undefined {
  const size = validateAssetFileSize(file.size)
  // A type the browser cannot tell is left to the upload flow, which also reads the extension.
  const type = file.type ? validateAssetContentType(file.type) : undefined
  const rule = size ?? type
  if (!rule) return undefined
  return { key: rule.key, code: rule.key.replace(/^errors\./, '') }
}

const libraries = new WeakMap<BuilderStore, AssetLibrary>()

/** The open site's asset library, made when first wanted. */
export function assetLibrary(store: BuilderStore): AssetLibrary {
  let library = libraries.get(store)
  if (!library) {
    library = new AssetLibrary(store)
    libraries.set(store, library)
  }
  return library
}
