import { createParamDecorator, ExecutionContext } from '@nestjs/common'
import type { Request } from 'express'
import { commonErrors } from '../errors/error-catalogue.js'
import type { AuthUser } from './auth-user.js'

/** The verified caller; the guard has already answered 401 when there is none. */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthUser => {
  const user = ctx.switchToHttp().getRequest<Request>().user
  if (!user) throw commonErrors.Unauthorized()
  return user
})
