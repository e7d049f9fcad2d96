import { Injectable } from '@nestjs/common'
import { z } from 'zod'
import type { MessageInitShape } from '@bufbuild/protobuf'
import { type AuthUser, commonErrors, NO_SITE_ROLE_MESSAGE, requireSelf } from '@tessera/kit'
import type { SiteContent, SiteHostingSchema } from '@tessera/proto'
import { createSite, serializeSite, type StoredSite } from '@tessera/site-format'
import {
  byteLength,
  dataLimitExceeded,
  historyLimitExceeded,
  pickContentParts,
  readSite,
} from '../common/content-parts.js'
import { checkSiteName } from '../common/site-rules.js'
import { allowances } from '../plans/plans.js'
import { SiteContentClients } from '../site-servers/site-content.client.js'
import { SiteServerRegistry } from '../site-servers/site-server-registry.js'
import { SubdomainsRepository } from '../subdomains/subdomains.repository.js'
import type { LocalSite } from './local-site.entity.js'
import { LocalSitesRepository } from './local-sites.repository.js'
import type { LocalSiteBody } from './dto.js'
import { errors } from '../errors.js'

/** The local-site response (editor.md section 7): content parts as JSON text. */
export const localSiteView = z
  .object({
    id: z.string(),
    user_id: z.uuid(),
    name: z.string(),
    version: z.string(),
    context: z.string(),
    defaults: z.string(),
    editor: z.string().nullable(),
    history: z.string(),
    pages: z.string(),
    pageOrder: z.string(),
    published: z.boolean(),
    subdomain: z.string().nullable(),
    disabled: z.boolean(),
    updated_at: z.iso.datetime(),
    content_updated_at: z.iso.datetime(),
    preview_id: z.string().nullable(),
  })
  .meta({ id: 'LocalSiteView' })
export type LocalSiteView = z.infer<typeof localSiteView>

const DEFAULT_NAME = 'Identity site'

export const localSiteExists = () => errors.LocalSiteExists()

function toStored(site: LocalSite): StoredSite {
  return {
    name: site.name,
    version: site.version,
    context: site.context,
    defaults: site.defaults,
    pages: site.pages,
    pageOrder: site.pageOrder,
    ...(site.editor === null ? {} : { editor: site.editor }),
    history: site.history,
  }
}

/**
 * The identity site: stored by the platform itself, on the Free plan's limits, and served on the
 * identity's subdomain like any published site, by a Free site-server pool (its site id there is
 * the user's id). It is published from its first save on; every save after goes live at once.
 */
@Injectable()
export class LocalSitesService {
  constructor(
    private readonly localSites: LocalSitesRepository,
    private readonly subdomains: SubdomainsRepository,
    private readonly registry: SiteServerRegistry,
    private readonly content: SiteContentClients,
  ) {}

  /** `identity` or the caller's own id; an admin may name any user. */
  ownerOf(caller: AuthUser, id: string): string {
    const userId = id === 'identity' ? caller.id : id
    requireSelf(caller, userId, NO_SITE_ROLE_MESSAGE)
    if (userId !== caller.id && !/^[0-9a-f-]{36}$/i.test(userId)) {
      throw commonErrors.Forbidden(NO_SITE_ROLE_MESSAGE)
    }
    return userId
  }

  async get(caller: AuthUser, id: string): Promise<LocalSiteView | undefined> {
    const userId = this.ownerOf(caller, id)
    const site = await this.localSites.find(userId)
    return site ? this.view(site) : undefined
  }

  async update(caller: AuthUser, id: string, body: LocalSiteBody): Promise<LocalSiteView> {
    const userId = this.ownerOf(caller, id)
    const existing = await this.localSites.find(userId)
    const parts: Partial<StoredSite> = pickContentParts(body)
    if (body.name !== undefined) {
      checkSiteName(body.name)
      parts.name = body.name
    }
    const before: StoredSite = existing
      ? toStored(existing)
      : serializeSite(createSite(body.name ?? DEFAULT_NAME, { pageContent: true }))
    const changed = (Object.keys(parts) as Array<keyof StoredSite>).filter(
      (part) => parts[part] !== before[part],
    )
    if (existing && changed.length === 0) {
      throw errors.NoUpdates()
    }
    const merged: StoredSite = { ...before, ...parts }
    readSite(merged)
    const limits = allowances('Free')
    if (byteLength(merged.pages) > limits.pagesBytes) throw dataLimitExceeded(limits.pagesBytes)
    if (byteLength(merged.history) > limits.historyBytes) {
      throw historyLimitExceeded(limits.historyBytes)
    }
    // Identity names are the users' own: no two identity sites share a name, in any case.
    if (
      body.name !== undefined &&
      body.name.toLowerCase() !== existing?.name.toLowerCase() &&
      (await this.localSites.nameTaken(body.name, userId))
    ) {
      throw localSiteExists()
    }
    const now = new Date()
    const contentChanged = !existing || changed.some((part) => part !== 'editor')
    const row: LocalSite = {
      userId,
      name: merged.name,
      version: merged.version,
      context: merged.context,
      defaults: merged.defaults,
      pages: merged.pages,
      pageOrder: merged.pageOrder,
      editor: merged.editor ?? null,
      history: merged.history,
      siteServerId: existing?.siteServerId ?? null,
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
      contentUpdatedAt: contentChanged ? now : (existing?.contentUpdatedAt ?? now),
    }
    const subdomain = await this.subdomains.identityOf(userId)
    // The record and its served copy change together: a site-server that refuses leaves neither.
    const saved = await this.localSites.transaction(async (db) => {
      if (row.siteServerId === null && subdomain !== undefined) {
        const pool = await this.registry.assign(db, 'Free')
        const stored = await this.localSites.save({ ...row, siteServerId: pool }, db)
        await this.content.call(pool, (c) =>
          c.createSite({ hosting: identityHosting(userId, subdomain), content: merged }),
        )
        await this.content.call(pool, (c) => c.publish({ siteId: userId, publish: true }))
        return stored
      }
      const stored = await this.localSites.save(row, db)
      if (row.siteServerId !== null) {
        const content: Partial<SiteContent> = {}
        for (const part of changed) content[part] = merged[part]
        await this.content.call(row.siteServerId, (c) =>
          c.updateContent({ siteId: userId, content, updateKey: '', force: true }),
        )
      }
      return stored
    })
    return this.view(saved)
  }

  private async view(site: LocalSite): Promise<LocalSiteView> {
    return {
      id: site.userId,
      user_id: site.userId,
      name: site.name,
      version: site.version,
      context: site.context,
      defaults: site.defaults,
      editor: site.editor,
      history: site.history,
      pages: site.pages,
      pageOrder: site.pageOrder,
      published: site.siteServerId !== null,
      subdomain: (await this.subdomains.identityOf(site.userId)) ?? null,
      disabled: false,
      updated_at: site.updatedAt.toISOString(),
      content_updated_at: site.contentUpdatedAt.toISOString(),
      preview_id: null,
    }
  }
}

/** How the identity site is reached: on the identity's subdomain, on the Free plan's limits. */
function identityHosting(
  userId: string,
  subdomain: string,
): MessageInitShape<typeof SiteHostingSchema> {
  const limits = allowances('Free')
  return {
    siteId: userId,
    userId,
    siteType: 'Free',
    subdomain,
    customDomains: [],
    disabled: false,
    previewId: '',
    pagesLimit: BigInt(limits.pagesBytes),
    historyLimit: BigInt(limits.historyBytes),
  }
}
