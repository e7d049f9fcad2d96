import { makeAutoObservable, runInAction } from 'mobx'
import { isApiError } from '../api/api-error'
import type { SitesApi } from '../api/sites-api'
import type { MessageKey } from '../i18n/message-key'

/**
 * Site load errors (platform.md section 8): 404 not found, 403 no permission, else a generic
 * one; a page the site does not have is Not Found.
 */
export function siteLoadError(error: unknown): MessageKey {
  if (error instanceof Error && error.name === 'PageNotFoundError') return 'notFound.title'
  if (isApiError(error) && error.status === 404) return 'preview.notFound'
  if (isApiError(error) && error.status === 403) return 'preview.forbidden'
  return 'preview.failed'
}

/** The Preview route: loads the site, renders the page (the renderer loads only here). */
export class PreviewStore {
  html: string | undefined = undefined
  title = ''
  error: MessageKey | undefined = undefined
  loading = false

  constructor(private readonly sites: SitesApi) {
    makeAutoObservable<PreviewStore, 'sites'>(this, { sites: false })
  }

  async load(
    siteId: string | null,
    route: string,
    pageHref: (route: string) => string,
    print: boolean,
  ): Promise<void> {
    if (!siteId) {
      this.error = 'preview.notFound'
      return
    }
    this.loading = true
    this.error = undefined
    try {
      const [content, { previewDocument }] = await Promise.all([
        this.sites.preview(siteId),
        import('./preview-document'),
      ])
      const html = previewDocument(content, { route, pageHref, print })
      runInAction(() => {
        this.html = html
        this.title = content.name
      })
    } catch (error) {
      console.warn('Loading the site for preview failed', error)
      runInAction(() => (this.error = siteLoadError(error)))
    } finally {
      runInAction(() => (this.loading = false))
    }
  }
}
