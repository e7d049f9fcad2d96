import { createParamDecorator, ExecutionContext } from '@nestjs/common'
import type { Request } from 'express'
import type { Role } from './roles.js'

/**
 * The caller's role on the route's site, as the access guard resolved it: null for a visitor
 * (a route declared with `visitors`), or a role too weak for the route's power.
 */
export const SiteRole = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): Role | null =>
    ctx.switchToHttp().getRequest<Request>().siteRole ?? null,
)
