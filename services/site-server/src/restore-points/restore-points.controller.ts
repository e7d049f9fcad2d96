import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common'
import { Access, ApiRoute, type AuthUser, CurrentUser, uuidParam, ZodPipe } from '@tessera/kit'
import type { z } from 'zod'
import { savedView, type SavedView } from '../content/content.controller.js'
import { ContentService } from '../content/content.service.js'
import { errors } from '../errors.js'
import { MemberEmails } from '../registry/member-emails.js'
import {
  createRestorePointBody,
  restoreBody,
  restorePointContentView,
  restorePointListQuery,
  restorePointListView,
  restorePointView,
  type CreateRestorePointBody,
  type RestorePointContentView,
  type RestorePointView,
} from './dto.js'
import type { RestorePointRow } from './restore-points.repository.js'
import { RestorePoints } from './restore-points.service.js'

function toView(point: RestorePointRow, emails: Map<string, string>): RestorePointView {
  return {
    id: point.id,
    kind: point.kind,
    name: point.name,
    author_id: point.authorId,
    author_email: (point.authorId && emails.get(point.authorId)) ?? null,
    version_id: point.version,
    source_point_id: point.sourcePointId,
    content_bytes: point.contentBytes,
    stored_bytes: point.storedBytes,
    created_at: point.createdAt.toISOString(),
  }
}

/**
 * A site's restore points on its server: list them, name one, read one, restore one. A point
 * is reached only under its own site: another site's id answers RestorePointNotFound.
 */
@Controller('api/sites/:id/restore-points')
export class RestorePointsController {
  constructor(
    private readonly content: ContentService,
    private readonly points: RestorePoints,
    private readonly members: MemberEmails,
  ) {}

  /** Points as views, their authors named. */
  private async views(points: RestorePointRow[]): Promise<RestorePointView[]> {
    const emails = await this.members.of(points.map((p) => p.authorId))
    return points.map((point) => toView(point, emails))
  }

  @Access('site:read', { site: 'id' })
  @Get()
  @ApiRoute({
    summary: "List a site's restore points, newest first",
    response: restorePointListView,
    errors: [errors.SiteNotFound],
  })
  async list(
    @Param('id', new ZodPipe(uuidParam)) id: string,
    @Query(new ZodPipe(restorePointListQuery)) query: z.infer<typeof restorePointListQuery>,
  ): Promise<z.infer<typeof restorePointListView>> {
    const [points, totalBytes] = await Promise.all([
      this.points.list(id, {
        ...(query.before ? { before: new Date(query.before) } : {}),
        limit: query.limit,
      }),
      this.points.storedBytes(id),
    ])
    const last = points.at(-1)
    return {
      results: await this.views(points),
      total_bytes: totalBytes,
      next_before: points.length === query.limit && last ? last.createdAt.toISOString() : null,
    }
  }

  @Access('site:design', { site: 'id' })
  @Post()
  @ApiRoute({
    summary: 'Keep the site as it is now as a named restore point',
    response: restorePointView,
    errors: [errors.SiteNotFound, errors.RestorePointLimitExceeded],
  })
  async create(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
    @Body(new ZodPipe(createRestorePointBody)) body: CreateRestorePointBody,
  ): Promise<RestorePointView> {
    const [view] = await this.views([await this.content.createNamedPoint(id, body.name, caller.id)])
    return view!
  }

  @Access('site:read', { site: 'id' })
  @Get(':pointId')
  @ApiRoute({
    summary: 'Read a restore point with its content',
    response: restorePointContentView,
    errors: [errors.SiteNotFound, errors.RestorePointNotFound],
  })
  async get(
    @Param('id', new ZodPipe(uuidParam)) id: string,
    @Param('pointId', new ZodPipe(uuidParam)) pointId: string,
  ): Promise<RestorePointContentView> {
    const { point, snapshot } = await this.points.read(id, pointId)
    const [view] = await this.views([point])
    return { ...view!, content: snapshot }
  }

  /** Named points only (another kind is not found): automatic ones go by the plan's retention. */
  @Access('site:design', { site: 'id' })
  @Delete(':pointId')
  @HttpCode(204)
  @ApiRoute({
    summary: 'Delete a named restore point',
    errors: [errors.SiteNotFound, errors.RestorePointNotFound],
  })
  async remove(
    @Param('id', new ZodPipe(uuidParam)) id: string,
    @Param('pointId', new ZodPipe(uuidParam)) pointId: string,
  ): Promise<void> {
    if (!(await this.points.removeNamed(id, pointId))) throw errors.RestorePointNotFound()
  }

  /**
   * Brings the point's content back into the version saves go to, as one undoable edit in its
   * history, after keeping what it replaces as a restore point.
   */
  @Access('site:design', { site: 'id' })
  @Post(':pointId/restore')
  @HttpCode(200)
  @ApiRoute({
    summary: 'Restore a restore point (one undoable edit)',
    response: savedView,
    errors: [
      errors.SiteNotFound,
      errors.RestorePointNotFound,
      errors.UpdateStale,
      errors.DataLimitExceeded,
      errors.HistoryLimitExceeded,
    ],
  })
  async restore(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
    @Param('pointId', new ZodPipe(uuidParam)) pointId: string,
    @Body(new ZodPipe(restoreBody)) body: z.infer<typeof restoreBody>,
  ): Promise<SavedView> {
    const saved = await this.content.restore(id, pointId, {
      authorId: caller.id,
      ...(body.version_id === undefined ? {} : { versionId: body.version_id }),
    })
    return {
      update_key: saved.updateKey,
      version_id: saved.versionId,
      updated_at: saved.updatedAt.toISOString(),
      content_updated_at: saved.contentUpdatedAt.toISOString(),
    }
  }
}
