import { Body, Controller, HttpCode, Inject, Param, Post, Res } from '@nestjs/common'
import { ApiRoute, CONFIG, LOGGER, Public, uuidParam, ZodPipe } from '@tessera/kit'
import type { Response } from 'express'
import type { Logger } from 'pino'
import type { BillingConfig } from '../config.js'
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/payment-provider.js'
import { CheckoutsService } from './checkouts.service.js'
import { errors } from '../errors.js'
import { z } from 'zod'

/**
 * What ECPay sends: server-to-server notifications, and the browser coming back from 3-D Secure
 * with the signed result. Both are verified; a forged or unreadable one changes nothing.
 */
@Controller('ecpay')
export class NotificationsController {
  constructor(
    private readonly checkouts: CheckoutsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(CONFIG) private readonly config: BillingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  private read(body: unknown) {
    try {
      return this.provider.readNotification(body)
    } catch (error) {
      this.logger.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        'refused a payment notification',
      )
      throw errors.InvalidNotification()
    }
  }

  @Public()
  @Post('notifications')
  @ApiRoute({
    summary: "The payment provider's notification (answers 1|OK)",
    response: z.string(),
    responseType: 'text/plain',
    errors: [errors.InvalidNotification],
  })
  @HttpCode(200)
  async notification(@Body() body: unknown, @Res() res: Response): Promise<void> {
    const notification = this.read(body)
    const result = await this.checkouts.applyNotification(notification)
    if (result === 'unknown')
      this.logger.warn({ eventKey: notification.eventKey }, 'notification for an unknown trade')
    // ECPay's acknowledgement; a replay is acknowledged too, and changes nothing.
    res.type('text/plain').send('1|OK')
  }

  @Public()
  @Post('checkouts/:id/3ds_result')
  @ApiRoute({
    summary: 'The browser back from 3-D Secure: redirects to the checkout page',
    status: 303,
  })
  async threeDSecureResult(
    @Param('id', new ZodPipe(uuidParam)) id: string,
    @Body() body: unknown,
    @Res() res: Response,
  ): Promise<void> {
    const resultData =
      typeof body === 'object' && body !== null
        ? (body as { ResultData?: unknown }).ResultData
        : undefined
    try {
      if (typeof resultData === 'string') {
        await this.checkouts.applyNotification(this.read(JSON.parse(resultData) as unknown))
      }
    } catch (error) {
      // The notification, or the reconciliation, settles it: the result page shows what is known.
      this.logger.warn({ err: error, checkoutId: id }, 'unusable 3-D Secure result')
    }
    res.redirect(303, new URL(`/checkout/${id}/3ds_result`, this.config.APP_ORIGIN).toString())
  }
}
