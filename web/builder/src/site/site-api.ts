import type { EditorState, EditStep, StoredSite } from '@tessera/site-format'
import type { ApiAnswer, ApiBody, ApiSchemas } from '../api-contract'
import type { HostApi } from '../host'

type SiteContentView = ApiSchemas['SiteContentView']

/**
 * A server site as the sites API answers it, with one version's content (editor.md section 7):
 * the parts the builder reads, typed by the API's contract.
 */
export type ServerSiteView = Pick<
  SiteContentView,
  | 'id'
  | 'subdomain'
  | 'published'
  | 'live_version'
  | 'draft_version'
  | 'enable_preview'
  | 'preview_id'
  | 'site_server'
  | 'content_updated_at'
  | 'updated_at'
  | 'version_id'
  | 'update_key'
  | 'role'
  | keyof StoredSite
>

/** What a save answers. */
export type SavedView = ApiAnswer<'PATCH {siteServer}/api/sites/{id}/steps'>

export type VersionEntry = ApiSchemas['VersionView']

/** Another member's save this editor had not seen, as the site server names it. */
export type NewerSave = ApiSchemas['NewerSaveView']

/** The `newer_save` an UpdateStale envelope carries, when it is one. */
export function newerSaveOf(data: Readonly<Record<string, unknown>> | undefined) {
  const value = data?.newer_save
  if (typeof value !== 'object' || value === null) return undefined
  const { author_id, author_email, saved_at } = value as Record<string, unknown>
  if (typeof author_id !== 'string' || typeof saved_at !== 'string') return undefined
  const save: NewerSave = {
    author_id,
    author_email: typeof author_email === 'string' ? author_email : null,
    saved_at: new Date(saved_at),
  }
  return Number.isNaN(save.saved_at.getTime()) ? undefined : save
}

export type RestorePointView = ApiSchemas['RestorePointView']
export type RestorePointContentView = ApiSchemas['RestorePointContentView']
export type RestorePointList = ApiSchemas['RestorePointListView']

export const timeOf = (value: string | Date | undefined): number =>
  value === undefined ? 0 : new Date(value).getTime()

/** The site's own server API: `{address}/api/`. */
export function siteServerPath(site: { site_server: { address: string } }, path: string): string {
  return `${site.site_server.address.replace(/\/$/, '')}/api/${path}`
}

/** The platform and site-server calls the builder makes for a server site. */
export class SiteApi {
  constructor(
    private readonly api: HostApi,
    readonly siteId: string,
  ) {}

  private get path() {
    return `sites/${encodeURIComponent(this.siteId)}`
  }

  /**
   * The latest version (the draft when there is one), or the numbered one; with `since` (the
   * content time this editor has), undefined unless newer content exists.
   */
  async load(version?: number, since?: number): Promise<ServerSiteView | undefined> {
    if (version === undefined) return this.api.request<ServerSiteView>('GET', this.path)
    return this.api.request<ServerSiteView | undefined>('GET', `${this.path}/versions/${version}`, {
      ...(since === undefined
        ? {}
        : { query: { content_updated_at: new Date(since).toISOString() } }),
    })
  }

  async versions(): Promise<VersionEntry[]> {
    const list = await this.api.request<ApiAnswer<'GET /api/sites/{id}/versions'>>(
      'GET',
      `${this.path}/versions`,
    )
    return list.results
  }

  createDraft(): Promise<unknown> {
    return this.api.request('POST', `${this.path}/actions/create_draft`)
  }

  deleteDraft(): Promise<unknown> {
    return this.api.request('DELETE', `${this.path}/actions/delete_draft`)
  }

  publish(publish: boolean): Promise<unknown> {
    return this.api.request('POST', `${this.path}/actions/publish`, { body: { publish } })
  }

  setPreview(enable: boolean): Promise<ApiAnswer<'PATCH /api/sites/{id}'>> {
    const body: ApiBody<'PATCH /api/sites/{id}'> = { enable_preview: enable }
    return this.api.request('PATCH', this.path, { body })
  }

  /** Edit steps and the editor state, onto whatever the version holds now. */
  saveSteps(
    site: ServerSiteView,
    save: {
      saveId: string
      versionId: number
      steps: EditStep[]
      editor?: EditorState
      keepalive?: boolean
      /** The content time this editor opened: another member's save after it is named. */
      seenAt?: number
    },
  ): Promise<SavedView> {
    const body: ApiBody<'PATCH {siteServer}/api/sites/{id}/steps'> = {
      save_id: save.saveId,
      version_id: save.versionId,
      ...(save.seenAt ? { seen_content_updated_at: new Date(save.seenAt).toISOString() } : {}),
      ...(save.steps.length > 0 ? { steps: save.steps } : {}),
      ...(save.editor === undefined ? {} : { editor: JSON.stringify(save.editor) }),
      ...(save.keepalive ? { keepalive: true } : {}),
    }
    return this.api.request<SavedView>('PATCH', siteServerPath(site, `${this.path}/steps`), {
      body,
      unauthorized: 'throw',
      ...(save.keepalive ? { keepalive: true } : {}),
    })
  }

  /** The site's restore points, newest first (a page of them). */
  restorePoints(site: ServerSiteView, before?: string): Promise<RestorePointList> {
    return this.api.request<RestorePointList>(
      'GET',
      siteServerPath(site, `${this.path}/restore-points`),
      { query: { limit: 50, ...(before === undefined ? {} : { before }) } },
    )
  }

  restorePoint(site: ServerSiteView, pointId: string): Promise<RestorePointContentView> {
    return this.api.request<RestorePointContentView>(
      'GET',
      siteServerPath(site, `${this.path}/restore-points/${encodeURIComponent(pointId)}`),
    )
  }

  createRestorePoint(site: ServerSiteView, name: string): Promise<RestorePointView> {
    const body: ApiBody<'POST {siteServer}/api/sites/{id}/restore-points'> = { name }
    return this.api.request<RestorePointView>(
      'POST',
      siteServerPath(site, `${this.path}/restore-points`),
      { body },
    )
  }

  /** The spec's changed-parts form; forced, it overwrites what another editor saved. */
  saveParts(
    site: ServerSiteView,
    parts: Partial<StoredSite>,
    options: { versionId: number; force?: boolean; updateKey?: string },
  ): Promise<SavedView> {
    const body: ApiBody<'PATCH {siteServer}/api/sites/{id}'> = {
      ...parts,
      version_id: options.versionId,
      ...(options.force ? { force: true } : { update_key: options.updateKey }),
    }
    return this.api.request<SavedView>('PATCH', siteServerPath(site, this.path), {
      body,
      unauthorized: 'throw',
    })
  }
}
