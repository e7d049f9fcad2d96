import { Controller, Get, Param, Query } from '@nestjs/common'
import { Access, ApiRoute, uuidParam, ZodPipe } from '@tessera/kit'
import type { z } from 'zod'
import { errors } from '../errors.js'
import { MemberEmails } from '../registry/member-emails.js'
import { ActivityRepository } from './activity.repository.js'
import { activityListView, activityQuery } from './dto.js'

/** Who changed a site, what and when: one entry per save, newest first. */
@Controller('api/sites/:id/activity')
export class ActivityController {
  constructor(
    private readonly activity: ActivityRepository,
    private readonly members: MemberEmails,
  ) {}

  @Access('site:read', { site: 'id' })
  @Get()
  @ApiRoute({
    summary: "List a site's saves: who saved what and when, newest first",
    response: activityListView,
    errors: [errors.SiteNotFound],
  })
  async list(
    @Param('id', new ZodPipe(uuidParam)) id: string,
    @Query(new ZodPipe(activityQuery)) query: z.infer<typeof activityQuery>,
  ): Promise<z.infer<typeof activityListView>> {
    const rows = await this.activity.list(id, {
      ...(query.before === undefined ? {} : { before: query.before }),
      limit: query.limit,
    })
    const last = rows.at(-1)
    const emails = await this.members.of(rows.map((row) => row.authorId))
    return {
      results: rows.map((row) => ({
        id: row.id,
        author_id: row.authorId,
        author_email: (row.authorId && emails.get(row.authorId)) ?? null,
        version_id: row.version,
        kind: row.kind,
        parts: row.parts,
        changes: row.changes,
        change_count: row.changeCount,
        saved_at: row.savedAt.toISOString(),
      })),
      next_before: rows.length === query.limit && last ? last.id : null,
    }
  }
}
