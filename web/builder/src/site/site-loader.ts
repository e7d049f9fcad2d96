import {
  applyEditSteps,
  createSite,
  deserializeSite,
  History,
  serializeSite,
  SiteDocument,
  type EditStep,
  type Site,
} from '@tessera/site-format'
import { isHostApiError, type BuilderHost } from '../host'
import { siteVariant, type OpenedSite } from '../store/builder-store'
import { SaveJournal } from './save-journal'
import { SiteApi, timeOf, type RestorePointView, type ServerSiteView } from './site-api'

/** Why a site could not be opened (editor.md section 8, site load errors). */
export type LoadError = 'notFound' | 'forbidden' | 'failed'

export class SiteLoadError extends Error {
  constructor(readonly reason: LoadError) {
    super(`Site load failed: ${reason}`)
  }
}

export const SCRATCH_KEY = 'tessera.scratch-site'

/** A blank site for a scratch start or a failed restore (editor.md section 4). */
export function blankSite(): Site {
  return createSite('scratch', { pageContent: true })
}

/** A site as the builder opens it, with what saving and versions need. */
export interface LoadedSite extends OpenedSite {
  /** A server site's record and version (its update key, version id, preview, site server). */
  server?: ServerSiteView
  /** Edits kept in the browser and not yet saved, already applied to `site`: to send first. */
  unsent: EditStep[]
  /** A save sent but never answered, whose steps are in `unsent`'s head. */
  inflight?: { saveId: string; steps: EditStep[] }
  /** The stored scratch site did not read: a blank one opened instead (errors.site_restore_fail). */
  restoreFailed?: boolean
  /** Edits kept in the browser no longer fit the site as stored (another editor changed it). */
  unsentRefused?: boolean
  /** The restore point shown read-only instead of the version's content. */
  viewingPoint?: RestorePointView
}

function loadError(error: unknown): SiteLoadError {
  if (isHostApiError(error) && error.status === 404) return new SiteLoadError('notFound')
  if (isHostApiError(error) && error.status === 403) return new SiteLoadError('forbidden')
  return new SiteLoadError('failed')
}

/**
 * Loads a site for the builder by its variant: scratch from this browser (a blank site when the
 * stored one does not read), the identity site from `local_sites`, a server site (its latest
 * version, or the numbered one) from the sites API, with this browser's unsent edits applied.
 */
export async function loadSite(
  host: BuilderHost,
  siteId: string,
  version?: number,
  point?: string,
): Promise<LoadedSite> {
  const variant = siteVariant(siteId)
  if (variant === 'server' && point !== undefined) return loadRestorePoint(host, siteId, point)
  if (variant === 'scratch') {
    let text = host.storage.getItem(SCRATCH_KEY)
    if (!text) {
      // The blank start is kept at once: edits journaled before the first save apply to it.
      text = JSON.stringify(serializeSite(blankSite()))
      try {
        host.storage.setItem(SCRATCH_KEY, text)
      } catch (error) {
        console.warn('Keeping the scratch site in the browser failed', error)
      }
    }
    const stored = text
    let site: Site
    try {
      site = deserializeSite(JSON.parse(stored))
    } catch (error) {
      console.warn('Restoring the scratch site failed', error)
      new SaveJournal(host.storage, siteId).clear()
      return { site: blankSite(), editingEnabled: true, unsent: [], restoreFailed: true }
    }
    // Edits made after the last full write (a tab closed within the debounce).
    const replayed = replayUnsent(host.storage, siteId, undefined, site, () =>
      deserializeSite(JSON.parse(stored)),
    )
    return { ...replayed, editingEnabled: true }
  }
  if (variant === 'local') {
    try {
      const stored = await host.api.request<Record<string, unknown> | undefined>(
        'GET',
        `local_sites/${siteId}`,
      )
      if (!stored) return { site: blankSite(), editingEnabled: true, unsent: [] }
      return {
        site: deserializeSite(stored as unknown as Parameters<typeof deserializeSite>[0]),
        editingEnabled: true,
        unsent: [],
      }
    } catch (error) {
      throw loadError(error)
    }
  }
  let view: ServerSiteView | undefined
  let site: Site
  try {
    view = await new SiteApi(host.api, siteId).load(version)
    if (!view) throw new SiteLoadError('notFound')
    site = deserializeSite(view)
  } catch (error) {
    if (error instanceof SiteLoadError) throw error
    throw loadError(error)
  }
  // With a draft, the live version is shown but not edited (its edits would be lost on publish).
  const editingEnabled = !(view.draft_version && view.version_id !== view.draft_version)
  const stored = view
  const replayed = replayUnsent(host.storage, siteId, view, site, () => deserializeSite(stored))
  return { ...replayed, editingEnabled, server: view, ...(view.role ? { role: view.role } : {}) }
}

/**
 * A restore point of a server site, read-only: the latest version's record (for the toolbar)
 * with the point's content in place of its own, and no history. Nothing of it is saved.
 */
async function loadRestorePoint(
  host: BuilderHost,
  siteId: string,
  pointId: string,
): Promise<LoadedSite> {
  try {
    const api = new SiteApi(host.api, siteId)
    const view = await api.load()
    if (!view) throw new SiteLoadError('notFound')
    const { content, ...point } = await api.restorePoint(view, pointId)
    const site = deserializeSite({
      ...view,
      ...content,
      name: view.name,
      history: '{"back":[],"forward":[]}',
    })
    return {
      site,
      editingEnabled: false,
      unsent: [],
      server: view,
      viewingPoint: point,
      ...(view.role ? { role: view.role } : {}),
    }
  } catch (error) {
    if (error instanceof SiteLoadError) throw error
    throw loadError(error)
  }
}

/**
 * This browser's unsent edits of the site (editor.md section 4, sync: the stored site id and
 * last local update time), applied to the version as loaded. A save whose id is the version's
 * key landed; the rest must fit the stored content, else they are refused and the site opens
 * as stored.
 */
function replayUnsent(
  storage: Storage,
  siteId: string,
  view: Pick<ServerSiteView, 'version_id' | 'update_key' | 'content_updated_at'> | undefined,
  site: Site,
  fresh: () => Site,
): Pick<LoadedSite, 'site' | 'unsent' | 'inflight' | 'unsentRefused'> {
  const journal = new SaveJournal(storage, siteId)
  const data = journal.read()
  if (!data || (view && data.versionId !== undefined && data.versionId !== view.version_id)) {
    return { site, unsent: [] }
  }
  const landed = data.inflight !== undefined && data.inflight.saveId === view?.update_key
  const inflight = landed ? undefined : data.inflight
  const unsent = [...(inflight?.steps ?? []), ...data.pending]
  if (unsent.length === 0) return { site, unsent: [] }
  try {
    const doc = new SiteDocument(site)
    applyEditSteps(doc, new History(doc), unsent)
    console.info(
      `Applying ${unsent.length} unsent edits kept since ${new Date(data.updatedAt).toISOString()}` +
        (view
          ? ` (stored content ${new Date(timeOf(view.content_updated_at)).toISOString()})`
          : ''),
    )
    return { site: doc.site, unsent, ...(inflight ? { inflight } : {}) }
  } catch (error) {
    console.warn('Unsent edits do not fit the stored site', error)
    return { site: fresh(), unsent: [], unsentRefused: true }
  }
}
