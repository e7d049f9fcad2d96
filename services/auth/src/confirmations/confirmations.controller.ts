import { Body, Controller, HttpCode, Post } from '@nestjs/common'
import {
  Access,
  ApiRoute,
  type AuthUser,
  CurrentUser,
  Public,
  safeText,
  ZodPipe,
} from '@tessera/kit'
import type { MailLocale } from '@tessera/proto'
import { z } from 'zod'
import { Locale } from '../common/locale.decorator.js'
import { errors } from '../errors.js'
import { emptyView } from '../users/user.view.js'
import { ConfirmationsService } from './confirmations.service.js'

const confirmBody = z.object({ code: safeText(200).min(1) })

@Controller('auth')
export class ConfirmationsController {
  constructor(private readonly confirmations: ConfirmationsService) {}

  @Public()
  @Post('confirm-email')
  @ApiRoute({
    summary: 'Confirm an e-mail address with the code sent to it',
    response: z.object({ email_confirmed: z.literal(true) }),
    errors: [errors.ConfirmCodeInvalid, errors.ConfirmCodeExpired, errors.AlreadyConfirmed],
  })
  @HttpCode(200)
  async confirm(
    @Body(new ZodPipe(confirmBody)) body: z.infer<typeof confirmBody>,
  ): Promise<{ email_confirmed: true }> {
    await this.confirmations.confirm(body.code)
    return { email_confirmed: true }
  }

  @Access('self')
  @Post('resend-confirm-email')
  @ApiRoute({
    summary: 'Send the confirmation e-mail again',
    response: emptyView,
    errors: [errors.AlreadyConfirmed],
  })
  @HttpCode(200)
  async resend(
    @CurrentUser() user: AuthUser,
    @Locale() locale: MailLocale,
  ): Promise<Record<string, never>> {
    await this.confirmations.resend(user.id, locale)
    return {}
  }
}
