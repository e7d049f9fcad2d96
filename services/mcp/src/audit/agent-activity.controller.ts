import { Controller, Get, Param, Query } from '@nestjs/common'
import { Access, ApiRoute, uuidParam, ZodPipe } from '@tessera/kit'
import { z } from 'zod'
import { errors } from '../errors.js'
import { AuditRepository } from './audit.repository.js'

export const agentActivityView = z
  .object({
    results: z.array(
      z.object({
        id: z.string(),
        user_id: z.uuid(),
        client_id: z.string(),
        client_name: z.string(),
        tool: z.string(),
        digest: z.string().nullable(),
        version_before: z.string().nullable(),
        version_after: z.string().nullable(),
        outcome: z.string(),
        duration_ms: z.number().int(),
        created_at: z.iso.datetime(),
      }),
    ),
  })
  .meta({ id: 'AgentActivityView' })
export type AgentActivityView = z.infer<typeof agentActivityView>

const activityQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z.string().regex(/^\d+$/).optional(),
})

/** What agents did on a site, newest first: the builder's "Agent activity" panel reads it. */
@Controller('sites/:id')
export class AgentActivityController {
  constructor(private readonly audit: AuditRepository) {}

  @Access('site:manage', { site: 'id' })
  @Get('agent_activity')
  @ApiRoute({
    summary: "List the agents' calls on a site, newest first",
    response: agentActivityView,
    errors: [errors.SiteNotFound],
  })
  async list(
    @Param('id', new ZodPipe(uuidParam)) id: string,
    @Query(new ZodPipe(activityQuery)) query: z.infer<typeof activityQuery>,
  ): Promise<AgentActivityView> {
    const calls = await this.audit.calls(id, query.limit, query.before)
    return {
      results: calls.map((c) => ({
        id: c.id,
        user_id: c.userId,
        client_id: c.clientId,
        client_name: c.clientName,
        tool: c.tool,
        digest: c.digest,
        version_before: c.versionBefore,
        version_after: c.versionAfter,
        outcome: c.outcome,
        duration_ms: c.durationMs,
        created_at: c.createdAt.toISOString(),
      })),
    }
  }
}
