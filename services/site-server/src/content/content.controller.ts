import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common'
import {
  Access,
  ApiRoute,
  type AuthUser,
  CurrentUser,
  Public,
  type Role,
  roleHolds,
  SiteRole,
  uuidParam,
  ZodPipe,
} from '@tessera/kit'
import { z } from 'zod'
import { UsageCounters } from '../usage/usage-counters.js'
import { pickParts, siteNotFound } from './content-rules.js'
import { ContentService, toStored } from './content.service.js'
import {
  newerSaveView,
  saveStepsBody,
  updateSiteBody,
  versionQuery,
  type SaveStepsBody,
  type UpdateSiteBody,
} from './dto.js'
import { errors } from '../errors.js'

/** A site version as the editor loads it: the parts as JSON text (editor.md section 7). */
export const siteVersionView = z
  .object({
    id: z.uuid(),
    user_id: z.uuid(),
    version_id: z.number().int(),
    published: z.boolean(),
    name: z.string(),
    version: z.string(),
    context: z.string(),
    defaults: z.string(),
    pages: z.string(),
    pageOrder: z.string(),
    editor: z.string().optional(),
    history: z.string(),
    update_key: z.string(),
    updated_at: z.iso.datetime(),
    content_updated_at: z.iso.datetime(),
  })
  .meta({ id: 'SiteVersionView' })
export type SiteVersionView = z.infer<typeof siteVersionView>

/** What a save answers: the key the next save sends, and the version's new times. */
export const savedView = z
  .object({
    update_key: z.string(),
    version_id: z.number().int(),
    updated_at: z.iso.datetime(),
    content_updated_at: z.iso.datetime(),
  })
  .meta({ id: 'SavedView' })
export type SavedView = z.infer<typeof savedView>

/** What a step save answers: a save's view, and another member's save it was merged onto. */
export const stepsSavedView = savedView
  .extend({
    /** Another member's save made after `seen_content_updated_at`, which these steps joined. */
    newer_save: newerSaveView.nullable(),
  })
  .meta({ id: 'StepsSavedView' })
export type StepsSavedView = z.infer<typeof stepsSavedView>

/** The site-server API at `{address}/api/`: the editor loads and saves content here. */
@Controller()
export class ContentController {
  constructor(
    private readonly content: ContentService,
    private readonly counters: UsageCounters,
  ) {}

  @Access('site:read', { site: 'id' })
  @Get('api/sites/:id')
  @ApiRoute({
    summary: 'Load a version of a site for editing',
    response: siteVersionView,
    errors: [errors.SiteNotFound, errors.VersionNotFound],
  })
  async get(
    @Param('id', new ZodPipe(uuidParam)) id: string,
    @Query(new ZodPipe(versionQuery)) query: z.infer<typeof versionQuery>,
  ): Promise<SiteVersionView> {
    const site = await this.content.site(id)
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
  @Access('site:design', { site: 'id' })
  @Patch('api/sites/:id')
  @ApiRoute({
    summary: "Save a site's changed parts",
    response: savedView,
    errors: [
      errors.SiteNotFound,
      errors.VersionNotFound,
      errors.UpdateStale,
      errors.NoUpdates,
      errors.site_name,
      errors.DataLimitExceeded,
      errors.HistoryLimitExceeded,
    ],
  })
  async update(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
    @Body(new ZodPipe(updateSiteBody)) body: UpdateSiteBody,
  ): Promise<SavedView> {
    const saved = await this.content.save(id, pickParts(body), {
      authorId: caller.id,
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
   * Either answer names another member's save the saver had not seen (`newer_save`).
   */
  @Access('site:content', { site: 'id' })
  @Patch('api/sites/:id/steps')
  @ApiRoute({
    summary:
      'Save the edit steps made since the last save; UpdateStale carries newer_save when another member saved meanwhile',
    response: stepsSavedView,
    errors: [
      errors.SiteNotFound,
      errors.VersionNotFound,
      errors.UpdateStale,
      errors.NoUpdates,
      errors.DataLimitExceeded,
      errors.HistoryLimitExceeded,
    ],
  })
  async saveSteps(
    @CurrentUser() caller: AuthUser,
    @SiteRole() role: Role | null,
    @Param('id', new ZodPipe(uuidParam)) id: string,
    @Body(new ZodPipe(saveStepsBody)) body: SaveStepsBody,
  ): Promise<StepsSavedView> {
    const saved = await this.content.saveSteps(id, {
      saveId: body.save_id,
      authorId: caller.id,
      power: roleHolds(role, 'site:design') ? 'design' : 'content',
      ...(body.steps === undefined ? {} : { steps: body.steps }),
      ...(body.editor === undefined ? {} : { editor: body.editor }),
      ...(body.version_id === undefined ? {} : { versionId: body.version_id }),
      ...(body.seen_content_updated_at === undefined
        ? {}
        : { seenAt: new Date(body.seen_content_updated_at) }),
    })
    return {
      update_key: saved.updateKey,
      version_id: saved.versionId,
      updated_at: saved.updatedAt.toISOString(),
      content_updated_at: saved.contentUpdatedAt.toISOString(),
      newer_save: saved.newerSave,
    }
  }

  /** The view counter of published pages; no token. Also routed here by the gateway. */
  @Public()
  @Get(['api/sites/:id/public_usage', 'sites/:id/public_usage'])
  @ApiRoute({
    summary: "Read a published site's view count",
    response: z.object({ total_site_view_count: z.number() }),
    errors: [errors.SiteNotFound],
  })
  async publicUsage(
    @Param('id', new ZodPipe(uuidParam)) id: string,
  ): Promise<{ total_site_view_count: number }> {
    const site = await this.content.site(id).catch(() => undefined)
    if (!site || !site.published || site.disabled) throw siteNotFound()
    const totals = await this.counters.totals(id)
    return { total_site_view_count: totals.totalSiteViewCount }
  }
}
