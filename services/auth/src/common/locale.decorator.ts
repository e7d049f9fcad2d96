import { createParamDecorator, ExecutionContext } from '@nestjs/common'
import type { MailLocale } from '@tessera/proto'
import type { Request } from 'express'
import { localeFrom } from './locale.js'

/** The caller's language, for the e-mails a request sends. */
export const Locale = createParamDecorator((_: unknown, ctx: ExecutionContext): MailLocale =>
  localeFrom(ctx.switchToHttp().getRequest<Request>().headers['accept-language']),
)
