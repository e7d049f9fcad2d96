import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common'
import { type AuthUser, commonErrors, CurrentUser, Public, uuidParam, ZodPipe } from '@tessera/kit'
import type { z } from 'zod'
import { UsageCounters } from '../usage/usage-counters.js'
import { pickParts, siteNotFound } from './content-rules.js'
import { ContentService, toStored } from './content.service.js'
import {
  saveStepsBody,
  updateSiteBody,
  versionQuery,
  type SaveStepsBody,
  type UpdateSiteBody,
} from './dto.js'
import { errors } from '../errors.js'

/** A site version as the editor loads it: the parts as JSON text (editor.md section 7). */
export interface SiteVersionView {
  id: string
  user_id: string
  version_id: number
  published: boolean
  name: string
  version: string
  context: string
  defaults: string
  pages: string
  pageOrder: string
  editor?: string
  history: string
  update_key: string
  updated_at: string
  content_updated_at: string
}

export interface SavedView {
  update_key: string
  version_id: number
  updated_at: string
  content_updated_at: string
}

/** The site-server API at `{address}/api/`: the editor loads and saves content here. */
@Controller()
export class ContentController {
  constructor(
    private readonly content: ContentService,
    private readonly counters: UsageCounters,
  ) {}

  @Get('api/sites/:id')
  async get(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
    @Query(new ZodPipe(versionQuery)) query: z.infer<typeof versionQuery>,
  ): Promise<SiteVersionView> {
    const site = await this.content.site(id)
    if (site.userId !== caller.id && !caller.isAdmin) {
      throw commonErrors.Forbidden('You do not have permission to edit this site')
    }
    const loaded = await this.content.load(id, query.version)
    if (!loaded) throw errors.VersionNotFound()
    const { version } = loaded
    return {
      id: site.siteId,
      user_id: site.userId,
      version_id: version.version,
      published: loaded.published,
      ...toStored(version),
      update_key: version.updateKey,
      updated_at: version.updatedAt.toISOString(),
      content_updated_at: version.contentUpdatedAt.toISOString(),
    }
  }

  /** Only the owner's token may write. */
  @Patch('api/sites/:id')
  async update(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
    @Body(new ZodPipe(updateSiteBody)) body: UpdateSiteBody,
  ): Promise<SavedView> {
    const site = await this.content.site(id)
    if (site.userId !== caller.id) {
      throw commonErrors.Forbidden('You do not have permission to edit this site')
    }
    const saved = await this.content.save(id, pickParts(body), {
      ...(body.update_key === undefined ? {} : { updateKey: body.update_key }),
      force: body.force === true,
      ...(body.version_id === undefined ? {} : { versionId: body.version_id }),
    })
    return {
      update_key: saved.updateKey,
      version_id: saved.versionId,
      updated_at: saved.updatedAt.toISOString(),
      content_updated_at: saved.contentUpdatedAt.toISOString(),
    }
  }

  /**
   * Saves the edit steps made since the last save (beyond the spec's changed parts): two editors'
   * edits of different things both land; a step whose old values are gone answers UpdateStale.
   */
  @Patch('api/sites/:id/steps')
  async saveSteps(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
    @Body(new ZodPipe(saveStepsBody)) body: SaveStepsBody,
  ): Promise<SavedView> {
    const site = await this.content.site(id)
    if (site.userId !== caller.id) {
      throw commonErrors.Forbidden('You do not have permission to edit this site')
    }
    const saved = await this.content.saveSteps(id, {
      saveId: body.save_id,
      ...(body.steps === undefined ? {} : { steps: body.steps }),
      ...(body.editor === undefined ? {} : { editor: body.editor }),
      ...(body.version_id === undefined ? {} : { versionId: body.version_id }),
    })
    return {
      update_key: saved.updateKey,
      version_id: saved.versionId,
      updated_at: saved.updatedAt.toISOString(),
      content_updated_at: saved.contentUpdatedAt.toISOString(),
    }
  }

  /** The view counter of published pages; no token. Also routed here by the gateway. */
  @Public()
  @Get(['api/sites/:id/public_usage', 'sites/:id/public_usage'])
  async publicUsage(
    @Param('id', new ZodPipe(uuidParam)) id: string,
  ): Promise<{ total_site_view_count: number }> {
    const site = await this.content.site(id).catch(() => undefined)
    if (!site || !site.published || site.disabled) throw siteNotFound()
    const totals = await this.counters.totals(id)
    return { total_site_view_count: totals.totalSiteViewCount }
  }
}
