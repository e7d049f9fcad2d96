import { SITE_TYPES } from '@tessera/site-format/plans'
import { ROLES } from '@tessera/kit'
import { z } from 'zod'
import type { SiteContent } from '@tessera/proto'
import type { Domain } from '../domains/domain.entity.js'
import type { SiteServer } from '../site-servers/site-server.entity.js'
import type { Site } from './site.entity.js'

export const domainView = z
  .object({
    domain: z.string(),
    verified: z.boolean(),
    /** What to add for verification: this TXT record on the domain, or an A record to this address. */
    verify_txt: z.string(),
    verify_a: z.string(),
  })
  .meta({ id: 'DomainView' })
export type DomainView = z.infer<typeof domainView>

/** A site as the platform API shows it (platform.md section 3, server names). */
export const siteView = z
  .object({
    id: z.uuid(),
    user_id: z.uuid(),
    workspace_id: z.uuid(),
    name: z.string(),
    subdomain: z.string(),
    site_type: z.enum(SITE_TYPES),
    published: z.boolean(),
    disabled: z.boolean(),
    live_version: z.number().int(),
    draft_version: z.number().int().nullable(),
    custom_domains: z.array(domainView),
    site_server: z.object({ address: z.string(), ip_address: z.string() }),
    enable_preview: z.boolean(),
    preview_id: z.string().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    content_updated_at: z.iso.datetime(),
    /** Who saved the content last (the address they joined the workspace with); null if unknown. */
    edited_by: z.object({ user_id: z.uuid(), email: z.string().nullable() }).nullable(),
    /** The caller's role on the site, so the app and the builder offer only what it may do. */
    role: z.enum(ROLES).optional(),
  })
  .meta({ id: 'SiteView' })
export type SiteView = z.infer<typeof siteView>

/** A site with one version's content, the parts as JSON text (editor.md section 7). */
export const siteContentView = siteView
  .extend({
    version_id: z.number().int(),
    version: z.string(),
    context: z.string(),
    defaults: z.string(),
    pages: z.string(),
    pageOrder: z.string(),
    editor: z.string().optional(),
    history: z.string(),
    update_key: z.string(),
  })
  .meta({ id: 'SiteContentView' })
export type SiteContentView = z.infer<typeof siteContentView>

export const verifyTxt = (token: string) => `tessera-verify=${token}`

export function toDomainView(domain: Domain, pool: SiteServer | undefined): DomainView {
  return {
    domain: domain.domain,
    verified: domain.verified,
    verify_txt: verifyTxt(domain.verifyToken),
    verify_a: pool?.ipAddress ?? '',
  }
}

export function toSiteView(
  site: Site,
  domains: Domain[],
  pool: SiteServer | undefined,
  editorEmail?: string,
): SiteView {
  return {
    id: site.id,
    user_id: site.userId,
    workspace_id: site.workspaceId,
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
    edited_by: site.contentUpdatedBy
      ? { user_id: site.contentUpdatedBy, email: editorEmail ?? null }
      : null,
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
