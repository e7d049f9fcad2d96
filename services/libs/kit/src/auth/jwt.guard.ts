import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common'
import { Reflector } from '@nestjs/core'
import type { Request } from 'express'
import { commonErrors } from '../errors/error-catalogue.js'
import { IS_PUBLIC, OPTIONAL_AUTH } from './public.decorator.js'
import { TokenVerifier } from './token-verifier.js'

function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization
  if (!header) return undefined
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match?.[1]
}

/**
 * Every route needs a valid bearer token unless marked `@Public()` or `@OptionalAuth()`.
 * A missing or bad token answers 401, which the app treats as "log in again".
 */
@Injectable()
export class JwtGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: TokenVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()]
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true
    const optional = this.reflector.getAllAndOverride<boolean>(OPTIONAL_AUTH, targets)
    const req = context.switchToHttp().getRequest<Request>()
    const token = bearerToken(req)
    if (!token) {
      if (optional) return true
      throw commonErrors.Unauthorized()
    }
    const user = await this.verifier.verify(token)
    if (!user) throw commonErrors.Unauthorized()
    req.user = user
    return true
  }
}
