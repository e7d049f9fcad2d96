import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common'
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js'
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js'
import { Reflector } from '@nestjs/core'
import type { Request } from 'express'
import { commonErrors } from '../errors/error-catalogue.js'
import { uuidParam, ZodPipe } from '../validation/zod.pipe.js'
import { ACCESS, isSitePower, isWorkspacePower, type AccessRule } from './access.decorator.js'
import { roleHolds, type Role } from './roles.js'
import { SiteAccess, WorkspaceAccess } from './site-access.js'

declare module 'express-serve-static-core' {
  interface Request {
    /** The caller's role on the route's site when it holds the route's power (guard-resolved). */
    siteRole?: Role | null
    /** The caller's role in the route's workspace (guard-resolved). */
    workspaceRole?: Role
  }
}

const siteIdPipe = new ZodPipe(uuidParam)

/**
 * The route's site id, checked as its own parameter pipe checks it (so a bad id answers as it
 * always did) and then as a uuid, before any lookup.
 */
function siteIdOf(context: ExecutionContext, name: string, value: unknown): string {
  const args = (Reflect.getMetadata(
    ROUTE_ARGS_METADATA,
    context.getClass(),
    context.getHandler().name,
  ) ?? {}) as Record<string, { data?: unknown; pipes?: unknown[] }>
  const own = Object.entries(args).find(
    ([key, arg]) => Number(key.split(':')[0]) === RouteParamtypes.PARAM && arg.data === name,
  )?.[1]
  let id = value
  for (const pipe of own?.pipes ?? []) if (pipe instanceof ZodPipe) id = pipe.transform(id)
  return siteIdPipe.transform(id) as string
}

/** Reads a route's declared access (the handler's, else its controller's). */
export function accessOf(reflector: Reflector, context: ExecutionContext): AccessRule | undefined {
  return reflector.getAllAndOverride<AccessRule>(ACCESS, [context.getHandler(), context.getClass()])
}

/**
 * Runs after the token check: a route that declares nothing is refused; a site power with a
 * site parameter is resolved here, so the handler runs only for a caller whose role holds it.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly access: SiteAccess,
    private readonly workspaces: WorkspaceAccess,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true
    const rule = accessOf(this.reflector, context)
    if (!rule) throw commonErrors.Forbidden('This route declares no access')
    const req = context.switchToHttp().getRequest<Request>()
    if (rule.need === 'platform-admin') {
      if (!req.user) throw commonErrors.Unauthorized()
      if (!req.user.isAdmin) throw commonErrors.Forbidden('Only an admin can do that')
      return true
    }
    if (isWorkspacePower(rule.need) && rule.workspace !== undefined) {
      const workspaceId = siteIdOf(context, rule.workspace, req.params[rule.workspace])
      req.workspaceRole = await this.workspaces.require(req.user, rule.need, workspaceId)
      return true
    }
    if (!isSitePower(rule.need) || rule.site === undefined) return true
    const siteId = siteIdOf(context, rule.site, req.params[rule.site])
    if (!req.user) {
      if (rule.visitors) return true
      throw commonErrors.Unauthorized()
    }
    if (rule.visitors) {
      const role = await this.access.roleOf(req.user, siteId)
      req.siteRole = roleHolds(role, rule.need) ? role : null
      return true
    }
    req.siteRole = await this.access.require(req.user, rule.need, siteId)
    return true
  }
}
