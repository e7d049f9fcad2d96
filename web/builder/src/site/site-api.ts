import type { EditorState, EditStep, StoredSite } from '@tessera/site-format'
import type { HostApi } from '../host'

/** A server site as the sites API answers it, with one version's content (editor.md section 7). */
export interface ServerSiteView extends StoredSite {
  id: string
  name: string
  subdomain: string
  published: boolean
  live_version: number
  draft_version: number | null
  enable_preview: boolean
  preview_id: string | null
  site_server: { address: string; ip_address: string }
  /** The host's client turns ISO dates into `Date`s. */
  content_updated_at: string | Date
  updated_at: string | Date
  version_id: number
  update_key: string
}

/** What a save answers. */
export interface SavedView {
  update_key: string
  version_id: number
  updated_at: string | Date
  content_updated_at: string | Date
}

export interface VersionEntry {
  id: number
  published: boolean
}

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
    const list = await this.api.request<{ results: VersionEntry[] }>('GET', `${this.path}/versions`)
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

  setPreview(enable: boolean): Promise<{ enable_preview: boolean; preview_id: string | null }> {
    return this.api.request('PATCH', this.path, { body: { enable_preview: enable } })
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
    },
  ): Promise<SavedView> {
    return this.api.request<SavedView>('PATCH', siteServerPath(site, `${this.path}/steps`), {
      body: {
        save_id: save.saveId,
        version_id: save.versionId,
        ...(save.steps.length > 0 ? { steps: save.steps } : {}),
        ...(save.editor === undefined ? {} : { editor: JSON.stringify(save.editor) }),
        ...(save.keepalive ? { keepalive: true } : {}),
      },
      unauthorized: 'throw',
      ...(save.keepalive ? { keepalive: true } : {}),
    })
  }

  /** The spec's changed-parts form; forced, it overwrites what another editor saved. */
  saveParts(
    site: ServerSiteView,
    parts: Partial<StoredSite>,
    options: { versionId: number; force?: boolean; updateKey?: string },
  ): Promise<SavedView> {
    return this.api.request<SavedView>('PATCH', siteServerPath(site, this.path), {
      body: {
        ...parts,
        version_id: options.versionId,
        ...(options.force ? { force: true } : { update_key: options.updateKey }),
      },
      unauthorized: 'throw',
    })
  }
}
