import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common'
import {
  Access,
  ApiRoute,
  type AuthUser,
  CurrentUser,
  type Role,
  SiteRole,
  uuidParam,
  ZodPipe,
} from '@tessera/kit'
import type { Response } from 'express'
import { z } from 'zod'
import {
  siteContentView,
  siteView,
  type SiteContentView,
  type SiteView,
} from '../sites/site.view.js'
import { VersionsService, versionView, type VersionView } from './versions.service.js'
import { errors } from '../errors.js'

const publishBody = z.object({ publish: z.boolean() })
const versionParam = z.coerce.number().int().min(1).max(2_000_000_000)
/** The editor's restore: with the content time it has, nothing (204) unless newer exists. */
const versionQuery = z.object({ content_updated_at: z.iso.datetime({ offset: true }).optional() })

@Controller('sites/:id')
export class VersionsController {
  constructor(private readonly versions: VersionsService) {}

  @Access('site:publish', { site: 'id' })
  @Post('actions/publish')
  @ApiRoute({
    summary: 'Publish the latest version',
    response: siteView,
    errors: [errors.SiteNotFound],
  })
  @HttpCode(200)
  publish(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
    @Body(new ZodPipe(publishBody)) body: z.infer<typeof publishBody>,
  ): Promise<SiteView> {
    return this.versions.publish(caller, id, body.publish)
  }

  @Access('site:publish', { site: 'id' })
  @Post('actions/create_draft')
  @ApiRoute({
    summary: 'Start a draft from the live version',
    response: siteView,
    errors: [errors.SiteNotFound, errors.DraftExists],
  })
  @HttpCode(200)
  createDraft(@Param('id', new ZodPipe(uuidParam)) id: string): Promise<SiteView> {
    return this.versions.createDraft(id)
  }

  @Access('site:publish', { site: 'id' })
  @Delete('actions/delete_draft')
  @ApiRoute({
    summary: 'Delete the draft',
    response: siteView,
    errors: [errors.SiteNotFound, errors.NoDraft],
  })
  deleteDraft(@Param('id', new ZodPipe(uuidParam)) id: string): Promise<SiteView> {
    return this.versions.deleteDraft(id)
  }

  @Access('site:read', { site: 'id' })
  @Get('versions')
  @ApiRoute({
    summary: "List a site's versions",
    response: z.object({ results: z.array(versionView) }),
    errors: [errors.SiteNotFound],
  })
  list(@Param('id', new ZodPipe(uuidParam)) id: string): Promise<{ results: VersionView[] }> {
    return this.versions.list(id)
  }

  /**
   * 204 with no body when the site has no such version, or (given `content_updated_at`) when the
   * site's content is no newer than that.
   */
  @Access('site:read', { site: 'id' })
  @Get('versions/:version')
  @ApiRoute({
    summary: 'Read one version of a site (no content when it has no such version)',
    response: siteContentView,
    orNoContent: true,
    errors: [errors.SiteNotFound],
  })
  async get(
    @SiteRole() role: Role | null,
    @Param('id', new ZodPipe(uuidParam)) id: string,
    @Param('version', new ZodPipe(versionParam)) version: number,
    @Query(new ZodPipe(versionQuery)) query: z.infer<typeof versionQuery>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SiteContentView | undefined> {
    const since =
      query.content_updated_at === undefined ? undefined : new Date(query.content_updated_at)
    const found = await this.versions.get(id, version, since)
    if (!found) res.status(204)
    return found && role !== null ? { ...found, role } : found
  }
}
