import type { SiteContent } from '@tessera/proto'
import type { Domain } from '../domains/domain.entity.js'
import type { SiteServer } from '../site-servers/site-server.entity.js'
import type { Site } from './site.entity.js'

export interface DomainView {
  domain: string
  verified: boolean
  /** What to add for verification: this TXT record on the domain, or an A record to this address. */
  verify_txt: string
  verify_a: string
}

/** A site as the platform API shows it (platform.md section 3, server names). */
export interface SiteView {
  id: string
  user_id: string
  name: string
  subdomain: string
  site_type: Site['siteType']
  published: boolean
  disabled: boolean
  live_version: number
  draft_version: number | null
  custom_domains: DomainView[]
  site_server: { address: string; ip_address: string }
  enable_preview: boolean
  preview_id: string | null
  created_at: string
  updated_at: string
  content_updated_at: string
}

/** A site with one version's content, the parts as JSON text (editor.md section 7). */
export interface SiteContentView extends SiteView {
  version_id: number
  version: string
  context: string
  defaults: string
  pages: string
  pageOrder: string
  editor?: string
  history: string
  update_key: string
}

export const verifyTxt = (token: string) => `tessera-verify=${token}`

export function toDomainView(domain: Domain, pool: SiteServer | undefined): DomainView {
  return {
    domain: domain.domain,
    verified: domain.verified,
    verify_txt: verifyTxt(domain.verifyToken),
    verify_a: pool?.ipAddress ?? '',
  }
}

export function toSiteView(site: Site, domains: Domain[], pool: SiteServer | undefined): SiteView {
  return {
    id: site.id,
    user_id: site.userId,
    name: site.name,
    subdomain: site.subdomain,
    site_type: site.siteType,
    published: site.published,
    disabled: site.disabled,
    live_version: site.liveVersion,
    draft_version: site.draftVersion,
    custom_domains: domains.map((d) => toDomainView(d, pool)),
    site_server: { address: pool?.address ?? '', ip_address: pool?.ipAddress ?? '' },
    enable_preview: site.previewId !== null,
    preview_id: site.previewId,
    created_at: site.createdAt.toISOString(),
    updated_at: site.updatedAt.toISOString(),
    content_updated_at: site.contentUpdatedAt.toISOString(),
  }
}

export function withContent(
  view: SiteView,
  version: { versionId: number; updateKey: string; content?: SiteContent },
): SiteContentView {
  const content = version.content
  return {
    ...view,
    name: content?.name ?? view.name,
    version_id: version.versionId,
    version: content?.version ?? '',
    context: content?.context ?? '',
    defaults: content?.defaults ?? '',
    pages: content?.pages ?? '',
    pageOrder: content?.pageOrder ?? '',
    ...(content?.editor === undefined ? {} : { editor: content.editor }),
    history: content?.history ?? '',
    update_key: version.updateKey,
  }
}
