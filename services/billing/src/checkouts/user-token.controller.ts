import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common'
import {
  Access,
  ApiRoute,
  type AuthUser,
  CONFIG,
  CurrentUser,
  requireSelf,
  uuidParam,
  ZodPipe,
} from '@tessera/kit'
import { z } from 'zod'
import { BillingInfoRepository } from '../billing-info/billing-info.repository.js'
import { errors } from '../errors.js'
import type { BillingConfig } from '../config.js'
import {
  PAYMENT_PROVIDER,
  PaymentError,
  type PaymentProvider,
} from '../payments/payment-provider.js'
import { missingInfo } from './checkouts.service.js'

const userTokenBody = z.strictObject({ billing_info_id: z.uuid().optional() })

/** A card provider token for the user's saved cards (Settings, billing). */
@Controller('users')
export class UserTokenController {
  constructor(
    private readonly infos: BillingInfoRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(CONFIG) private readonly config: BillingConfig,
  ) {}

  @Access('self')
  @Post(':id/create_ecpay_user_token')
  @ApiRoute({
    summary: "A card-management token for the caller's saved cards",
    response: z.object({ token: z.string(), expires_at: z.iso.datetime(), sdk_url: z.string() }),
    errors: [
      errors.MissingInfo,
      errors.EcpayTokenFailed,
      errors.EcpayPaymentFailed,
      errors.EcpayTokenExpired,
      errors.EcpayUnknownError,
    ],
  })
  @HttpCode(200)
  async create(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) userId: string,
    @Body(new ZodPipe(userTokenBody)) body: z.infer<typeof userTokenBody>,
  ): Promise<{ token: string; expires_at: string; sdk_url: string }> {
    requireSelf(caller, userId, 'You can only manage your own cards')
    const infos = await this.infos.listByUser(userId)
    const info = body.billing_info_id ? infos.find((i) => i.id === body.billing_info_id) : infos[0]
    if (!info) throw missingInfo()
    try {
      const token = await this.provider.createUserToken({
        memberId: userId,
        email: info.email,
        phone: info.phoneNumber,
        name: info.name,
        countryCode: info.countryCode,
      })
      return {
        token: token.token,
        expires_at: token.expiresAt.toISOString(),
        sdk_url: this.config.ECPAY_SDK_URL,
      }
    } catch (error) {
      if (error instanceof PaymentError) throw errors[error.code](error.message)
      throw error
    }
  }
}
