import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common'
import { CurrentUser, uuidParam, ZodPipe, type AuthUser } from '@tessera/kit'
import type { CheckoutView } from './checkout.view.js'
import { CheckoutsService, type PriceView } from './checkouts.service.js'
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

const idPipe = new ZodPipe(uuidParam)

@Controller('checkouts')
export class CheckoutsController {
  constructor(private readonly checkouts: CheckoutsService) {}

  @Post()
  create(
    @CurrentUser() caller: AuthUser,
    @Body(new ZodPipe(createCheckoutBody)) body: CreateCheckoutBody,
  ): Promise<CheckoutView> {
    return this.checkouts.create(caller, body)
  }

  @Get()
  list(
    @CurrentUser() caller: AuthUser,
    @Query(new ZodPipe(listCheckoutsQuery)) query: ListCheckoutsQuery,
  ): Promise<{ results: CheckoutView[] }> {
    return this.checkouts.list(caller, query)
  }

  /** Declared before `:id`, which would take `prices` for an id. */
  @Get('prices')
  prices(): { results: PriceView[] } {
    return this.checkouts.prices()
  }

  @Get(':id')
  get(@CurrentUser() caller: AuthUser, @Param('id', idPipe) id: string): Promise<CheckoutView> {
    return this.checkouts.get(caller, id)
  }

  @Patch(':id')
  update(
    @CurrentUser() caller: AuthUser,
    @Param('id', idPipe) id: string,
    @Body(new ZodPipe(updateCheckoutBody)) body: UpdateCheckoutBody,
  ): Promise<CheckoutView> {
    return this.checkouts.update(caller, id, body)
  }

  @Post(':id/actions/cancel_subscription')
  @HttpCode(200)
  cancelSubscription(
    @CurrentUser() caller: AuthUser,
    @Param('id', idPipe) id: string,
    @Body(new ZodPipe(emptyBody)) _body: unknown,
  ): Promise<CheckoutView> {
    return this.checkouts.cancelSubscription(caller, id)
  }

  @Post(':id/actions/query_ecpay_order')
  @HttpCode(200)
  queryOrder(
    @CurrentUser() caller: AuthUser,
    @Param('id', idPipe) id: string,
    @Body(new ZodPipe(emptyBody)) _body: unknown,
  ): Promise<CheckoutView> {
    return this.checkouts.queryOrder(caller, id)
  }

  @Post(':id/actions/sync_ecpay_charges')
  @HttpCode(200)
  syncCharges(
    @CurrentUser() caller: AuthUser,
    @Param('id', idPipe) id: string,
    @Body(new ZodPipe(emptyBody)) _body: unknown,
  ): Promise<CheckoutView> {
    return this.checkouts.syncCharges(caller, id)
  }

  @Post(':id/actions/create_ecpay_token')
  @HttpCode(200)
  createToken(
    @CurrentUser() caller: AuthUser,
    @Param('id', idPipe) id: string,
    @Body(new ZodPipe(emptyBody)) _body: unknown,
  ): Promise<{ token: string; expires_at: string; trade_no: string; sdk_url: string }> {
    return this.checkouts.createToken(caller, id)
  }

  @Post(':id/actions/pay')
  @HttpCode(200)
  pay(
    @CurrentUser() caller: AuthUser,
    @Param('id', idPipe) id: string,
    @Body(new ZodPipe(payBody)) body: PayBody,
  ): Promise<CheckoutView & { three_d_url?: string }> {
    return this.checkouts.pay(caller, id, body.pay_token)
  }
}
