import { Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common'
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
import type { z } from 'zod'
import { errors } from '../errors.js'
import { Presence, presenceBody, presenceView, type PresenceView } from './presence.js'

/** Who else has a site open in the builder (heartbeats from each open builder). */
@Controller('api/sites/:id/presence')
export class PresenceController {
  constructor(private readonly presence: Presence) {}

  @Access('site:read', { site: 'id' })
  @Post()
  @HttpCode(200)
  @ApiRoute({
    summary: 'Say the caller has the site open; answer the other members who have it open',
    response: presenceView,
    errors: [errors.SiteNotFound],
  })
  beat(
    @CurrentUser() caller: AuthUser,
    @SiteRole() role: Role | null,
    @Param('id', new ZodPipe(uuidParam)) id: string,
    @Body(new ZodPipe(presenceBody)) body: z.infer<typeof presenceBody>,
  ): Promise<PresenceView> {
    return this.presence.beat(id, {
      id: caller.id,
      role,
      ...(caller.email === undefined ? {} : { email: caller.email }),
      ...(body?.page === undefined ? {} : { page: body.page }),
    })
  }

  @Access('site:read', { site: 'id' })
  @Delete()
  @HttpCode(204)
  @ApiRoute({ summary: 'Say the caller closed the site', errors: [errors.SiteNotFound] })
  leave(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
  ): Promise<void> {
    return this.presence.leave(id, caller.id)
  }
}
