import { Body, Controller, HttpCode, Patch, Post, Req } from '@nestjs/common'
import { Access, ApiRoute, commonErrors, OptionalAuth, Public, ZodPipe } from '@tessera/kit'
import type { MailLocale } from '@tessera/proto'
import type { Request } from 'express'
import { z } from 'zod'
import { Locale } from '../common/locale.decorator.js'
import { errors } from '../errors.js'
import { emptyView, sessionView, type SessionView } from '../users/user.view.js'
import {
  changePasswordBody,
  loginBody,
  resetRequestBody,
  type ChangePasswordBody,
  type LoginBody,
} from './dto.js'
import { LoginsService } from './logins.service.js'

@Controller('auth/logins')
export class LoginsController {
  constructor(private readonly logins: LoginsService) {}

  @Public()
  @Post()
  @ApiRoute({
    summary: 'Log in',
    response: sessionView,
    errors: [errors.InvalidAuth, errors.password_length],
  })
  @HttpCode(200)
  login(@Body(new ZodPipe(loginBody)) body: LoginBody): Promise<SessionView> {
    return this.logins.login(body)
  }

  @Public()
  @Post('reset-password')
  @ApiRoute({ summary: 'E-mail a password reset link', response: emptyView })
  @HttpCode(200)
  async requestReset(
    @Body(new ZodPipe(resetRequestBody)) body: z.infer<typeof resetRequestBody>,
    @Locale() locale: MailLocale,
  ): Promise<Record<string, never>> {
    await this.logins.requestReset(body.email, locale)
    return {}
  }

  /**
   * A reset token needs no session; without one, the caller must be logged in. Earlier tokens
   * stop working; a logged-in caller gets a new session in the answer.
   */
  @OptionalAuth()
  @Access('public')
  @Patch('passwords')
  @ApiRoute({
    summary: 'Change the password, with the old one or a reset token',
    response: z.union([sessionView, emptyView]),
    errors: [
      commonErrors.Unauthorized,
      errors.InvalidOldPassword,
      errors.ResetTokenInvalid,
      errors.password_length,
    ],
  })
  async changePassword(
    @Req() req: Request,
    @Body(new ZodPipe(changePasswordBody)) body: ChangePasswordBody,
  ): Promise<SessionView | Record<string, never>> {
    return (await this.logins.changePassword(req.user, body)) ?? {}
  }
}
