import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common'
import { Access, ApiRoute, type AuthUser, CurrentUser, uuidParam, ZodPipe } from '@tessera/kit'
import { checkoutView, type CheckoutView } from './checkout.view.js'
import { CheckoutsService, priceView, type PriceView } from './checkouts.service.js'
import {
  createCheckoutBody,
  emptyBody,
  listCheckoutsQuery,
  payBody,
  updateCheckoutBody,
  type CreateCheckoutBody,
  type ListCheckoutsQuery,
  type PayBody,
  type UpdateCheckoutBody,
} from './dto.js'
import { errors } from '../errors.js'
import { z } from 'zod'

const idPipe = new ZodPipe(uuidParam)

@Controller('checkouts')
export class CheckoutsController {
  constructor(private readonly checkouts: CheckoutsService) {}

  @Access('self')
  @Post()
  @ApiRoute({
    summary: 'Start a checkout for a paid site',
    response: checkoutView,
    errors: [
      errors.BillingInfoNotFound,
      errors.site_servers_full,
      errors.NoAvailableSiteServer,
      errors.billing_email,
      errors.billing_phone_country,
      errors.billing_phone,
      errors.billing_name,
      errors.billing_country,
      errors.billing_address,
      errors.SubdomainTaken,
      errors.site_name,
      errors.site_subdomain_empty,
      errors.site_subdomain_format,
      errors.site_subdomain_reserved,
    ],
  })
  create(
    @CurrentUser() caller: AuthUser,
    @Body(new ZodPipe(createCheckoutBody)) body: CreateCheckoutBody,
  ): Promise<CheckoutView> {
    return this.checkouts.create(caller, body)
  }

  @Access('self')
  @Get()
  @ApiRoute({
    summary: "List the caller's checkouts",
    response: z.object({ results: z.array(checkoutView) }),
  })
  list(
    @CurrentUser() caller: AuthUser,
    @Query(new ZodPipe(listCheckoutsQuery)) query: ListCheckoutsQuery,
  ): Promise<{ results: CheckoutView[] }> {
    return this.checkouts.list(caller, query)
  }

  /** Declared before `:id`, which would take `prices` for an id. */
  @Access('self')
  @Get('prices')
  @ApiRoute({
    summary: "The paid plans' prices",
    response: z.object({ results: z.array(priceView) }),
  })
  prices(): { results: PriceView[] } {
    return this.checkouts.prices()
  }

  @Access('self')
  @Get(':id')
  @ApiRoute({
    summary: 'Read a checkout',
    response: checkoutView,
    errors: [errors.CheckoutNotFound],
  })
  get(@CurrentUser() caller: AuthUser, @Param('id', idPipe) id: string): Promise<CheckoutView> {
    return this.checkouts.get(caller, id)
  }

  @Access('self')
  @Patch(':id')
  @ApiRoute({
    summary: "Change a pending checkout's choices or billing details",
    response: checkoutView,
    errors: [
      errors.billing_email,
      errors.billing_phone_country,
      errors.billing_phone,
      errors.billing_name,
      errors.billing_country,
      errors.billing_address,
      errors.SubdomainTaken,
      errors.site_name,
      errors.site_subdomain_empty,
      errors.site_subdomain_format,
      errors.site_subdomain_reserved,
      errors.CheckoutNotFound,
      errors.SiteCheckoutNotActive,
      errors.BillingInfoNotFound,
      errors.NoUpdates,
    ],
  })
  update(
    @CurrentUser() caller: AuthUser,
    @Param('id', idPipe) id: string,
    @Body(new ZodPipe(updateCheckoutBody)) body: UpdateCheckoutBody,
  ): Promise<CheckoutView> {
    return this.checkouts.update(caller, id, body)
  }

  @Access('self')
  @Post(':id/actions/cancel_subscription')
  @ApiRoute({
    summary: 'Cancel the subscription at the end of its period',
    response: checkoutView,
    errors: [errors.CheckoutNotFound, errors.SubscriptionNotActive],
  })
  @HttpCode(200)
  cancelSubscription(
    @CurrentUser() caller: AuthUser,
    @Param('id', idPipe) id: string,
    @Body(new ZodPipe(emptyBody)) _body: unknown,
  ): Promise<CheckoutView> {
    return this.checkouts.cancelSubscription(caller, id)
  }

  @Access('self')
  @Post(':id/actions/query_ecpay_order')
  @ApiRoute({
    summary: 'Ask the payment provider about the open payment',
    response: checkoutView,
    errors: [
      errors.CheckoutNotFound,
      errors.EcpayTokenFailed,
      errors.EcpayPaymentFailed,
      errors.EcpayTokenExpired,
      errors.EcpayUnknownError,
    ],
  })
  @HttpCode(200)
  queryOrder(
    @CurrentUser() caller: AuthUser,
    @Param('id', idPipe) id: string,
    @Body(new ZodPipe(emptyBody)) _body: unknown,
  ): Promise<CheckoutView> {
    return this.checkouts.queryOrder(caller, id)
  }

  @Access('self')
  @Post(':id/actions/sync_ecpay_charges')
  @ApiRoute({
    summary: "Bring the subscription's charges up to date",
    response: checkoutView,
    errors: [
      errors.CheckoutNotFound,
      errors.EcpayTokenFailed,
      errors.EcpayPaymentFailed,
      errors.EcpayTokenExpired,
      errors.EcpayUnknownError,
    ],
  })
  @HttpCode(200)
  syncCharges(
    @CurrentUser() caller: AuthUser,
    @Param('id', idPipe) id: string,
    @Body(new ZodPipe(emptyBody)) _body: unknown,
  ): Promise<CheckoutView> {
    return this.checkouts.syncCharges(caller, id)
  }

  @Access('self')
  @Post(':id/actions/create_ecpay_token')
  @ApiRoute({
    summary: 'A payment form token for the checkout',
    response: z.object({
      token: z.string(),
      expires_at: z.iso.datetime(),
      trade_no: z.string(),
      sdk_url: z.string(),
    }),
    errors: [
      errors.CheckoutNotFound,
      errors.SiteCheckoutNotActive,
      errors.MissingInfo,
      errors.EcpayTokenFailed,
      errors.EcpayPaymentFailed,
      errors.EcpayTokenExpired,
      errors.EcpayUnknownError,
    ],
  })
  @HttpCode(200)
  createToken(
    @CurrentUser() caller: AuthUser,
    @Param('id', idPipe) id: string,
    @Body(new ZodPipe(emptyBody)) _body: unknown,
  ): Promise<{ token: string; expires_at: string; trade_no: string; sdk_url: string }> {
    return this.checkouts.createToken(caller, id)
  }

  @Access('self')
  @Post(':id/actions/pay')
  @ApiRoute({
    summary: 'Pay the checkout',
    response: checkoutView.extend({ three_d_url: z.string().optional() }),
    errors: [
      errors.CheckoutNotFound,
      errors.SiteCheckoutNotActive,
      errors.MissingInfo,
      errors.site_servers_full,
      errors.NoAvailableSiteServer,
      errors.EcpayTokenFailed,
      errors.EcpayPaymentFailed,
      errors.EcpayTokenExpired,
      errors.EcpayUnknownError,
    ],
  })
  @HttpCode(200)
  pay(
    @CurrentUser() caller: AuthUser,
    @Param('id', idPipe) id: string,
    @Body(new ZodPipe(payBody)) body: PayBody,
  ): Promise<CheckoutView & { three_d_url?: string }> {
    return this.checkouts.pay(caller, id, body.pay_token)
  }
}
