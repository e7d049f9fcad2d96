import { createSite, deserializeSite, type Site } from '@tessera/site-format'
import { isHostApiError, type BuilderHost } from '../host'
import { siteVariant, type OpenedSite } from '../store/builder-store'

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
  return createSite('scratch')
}

/** Loads a site for the builder by its variant. */
export async function loadSite(host: BuilderHost, siteId: string): Promise<OpenedSite> {
  const variant = siteVariant(siteId)
  if (variant === 'scratch') {
    const text = host.storage.getItem(SCRATCH_KEY)
    return { site: text ? deserializeSite(JSON.parse(text)) : blankSite(), editingEnabled: true }
  }
  try {
    const path =
      variant === 'local' ? `local_sites/${siteId}` : `sites/${encodeURIComponent(siteId)}`
    const stored = await host.api.request<Record<string, unknown> | undefined>('GET', path)
    if (!stored) return { site: blankSite(), editingEnabled: true }
    return {
      site: deserializeSite(stored as unknown as Parameters<typeof deserializeSite>[0]),
      editingEnabled: true,
    }
  } catch (error) {
    if (isHostApiError(error) && error.status === 404) throw new SiteLoadError('notFound')
    if (isHostApiError(error) && error.status === 403) throw new SiteLoadError('forbidden')
    throw new SiteLoadError('failed')
  }
}
