import { Inject, Injectable } from '@nestjs/common'
import { ApiError, type AuthUser, CONFIG, LOGGER, MailOutbox, requireSelf } from '@tessera/kit'
import { RECURRENCES, type SiteType } from '@tessera/site-format/plans'
import type { Logger } from 'pino'
import { z } from 'zod'
import { BillingInfoRepository } from '../billing-info/billing-info.repository.js'
import { SitesClient } from '../common/sites.client.js'
import type { BillingConfig } from '../config.js'
import {
  PAYMENT_PROVIDER,
  PaymentError,
  type PaymentProvider,
  type ProviderNotification,
  type TradeOutcome,
} from '../payments/payment-provider.js'
import { BillingSchedule } from '../subscriptions/billing-queue.js'
import type { BillingSnapshot, Checkout, CheckoutStatus } from './checkout.entity.js'
import {
  MAY_LEAVE,
  PAID_SITE_TYPES,
  PAYABLE,
  newTradeNo,
  periodEnd,
  priceOf,
  settleAmount,
} from './checkout-rules.js'
import { toCheckoutView, type CheckoutView } from './checkout.view.js'
import { CheckoutsRepository } from './checkouts.repository.js'
import type { CreateCheckoutBody, ListCheckoutsQuery, UpdateCheckoutBody } from './dto.js'
import { errors } from '../errors.js'

export const checkoutNotFound = () => errors.CheckoutNotFound()
export const checkoutNotActive = () => errors.SiteCheckoutNotActive()
export const missingInfo = () => errors.MissingInfo()

/** Over capacity: Paid1 has the generic message, the higher tiers suggest a lower one (platform.md 8). */
export function capacityError(siteType: SiteType): ApiError {
  return siteType === 'Paid1' ? errors.site_servers_full() : errors.NoAvailableSiteServer()
}

function paymentApiError(error: PaymentError): ApiError {
  return errors[error.code](error.message)
}

export type ApplyResult = 'applied' | 'duplicate' | 'unknown'

/** A paid plan's price for one period, and what the card is charged for it. */
export const priceView = z
  .object({
    site_type: z.enum(PAID_SITE_TYPES),
    recurrence: z.string(),
    /** US cents. */
    amount: z.number(),
    currency: z.literal('USD'),
    /** Whole New Taiwan dollars. */
    settle_amount: z.number(),
    settle_currency: z.literal('TWD'),
  })
  .meta({ id: 'PriceView' })
export type PriceView = z.infer<typeof priceView>

@Injectable()
export class CheckoutsService {
  constructor(
    private readonly checkouts: CheckoutsRepository,
    private readonly infos: BillingInfoRepository,
    private readonly sites: SitesClient,
    private readonly mail: MailOutbox,
    private readonly schedule: BillingSchedule,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(CONFIG) private readonly config: BillingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  view(checkout: Checkout, withCharges = false): Promise<CheckoutView> {
    const retention = this.config.CANCELED_SITE_RETENTION_DAYS
    if (!withCharges) return Promise.resolve(toCheckoutView(checkout, retention))
    return this.checkouts
      .chargesOf(checkout.id)
      .then((charges) => toCheckoutView(checkout, retention, charges))
  }

  /** The caller's checkout; another user's is refused without a word about it. */
  async owned(caller: AuthUser, id: string): Promise<Checkout> {
    const checkout = await this.checkouts.findById(id)
    if (!checkout) throw checkoutNotFound()
    requireSelf(caller, checkout.userId, 'This checkout belongs to another user')
    return this.expireIfDue(checkout)
  }

  /** A checkout past its time to pay becomes Expired when next looked at. */
  private async expireIfDue(checkout: Checkout): Promise<Checkout> {
    if (!PAYABLE.includes(checkout.status) || checkout.expiresAt > new Date()) return checkout
    await this.checkouts.update(checkout.id, { status: MAY_LEAVE.toExpired }, { status: 'Expired' })
    return (await this.checkouts.findById(checkout.id))!
  }

  async create(caller: AuthUser, body: CreateCheckoutBody): Promise<CheckoutView> {
    const available = await this.sites.checkNewSite(body.name, body.subdomain, body.site_type)
    if (!available) throw capacityError(body.site_type)
    const amount = priceOf(body.site_type, body.recurrence)
    const checkout = await this.checkouts.insert({
      userId: caller.id,
      siteType: body.site_type,
      recurrence: body.recurrence,
      amount,
      settleAmount: settleAmount(amount, this.config.TWD_PER_USD),
      siteName: body.name,
      subdomain: body.subdomain,
      expiresAt: new Date(Date.now() + this.config.CHECKOUT_TTL_MINUTES * 60_000),
    })
    return this.view(checkout)
  }

  /** Every paid plan and period, priced as a checkout for it would be, before one exists. */
  prices(): { results: PriceView[] } {
    const results = PAID_SITE_TYPES.flatMap((siteType) =>
      RECURRENCES.map((recurrence): PriceView => {
        const amount = priceOf(siteType, recurrence)
        return {
          site_type: siteType,
          recurrence,
          amount,
          currency: 'USD',
          settle_amount: settleAmount(amount, this.config.TWD_PER_USD),
          settle_currency: 'TWD',
        }
      }),
    )
    return { results }
  }

  async list(caller: AuthUser, query: ListCheckoutsQuery): Promise<{ results: CheckoutView[] }> {
    const statuses: CheckoutStatus[] | undefined =
      query.status === 'Processing'
        ? ['Processing', 'Paid']
        : query.status
          ? [query.status]
          : undefined
    const checkouts = await this.checkouts.listByUser(caller.id, statuses)
    return { results: await Promise.all(checkouts.map((c) => this.view(c))) }
  }

  async get(caller: AuthUser, id: string): Promise<CheckoutView> {
    return this.view(await this.owned(caller, id), true)
  }

  async update(caller: AuthUser, id: string, body: UpdateCheckoutBody): Promise<CheckoutView> {
    const checkout = await this.owned(caller, id)
    if (body.status === 'Canceled') {
      if (
        !(await this.checkouts.update(id, { status: MAY_LEAVE.toCanceled }, { status: 'Canceled' }))
      )
        throw checkoutNotActive()
      return this.view((await this.checkouts.findById(id))!)
    }
    if (checkout.status !== 'Pending') throw checkoutNotActive()
    const changes: Parameters<CheckoutsRepository['update']>[2] = {}
    if (body.recurrence && body.recurrence !== checkout.recurrence) {
      const amount = priceOf(checkout.siteType, body.recurrence)
      Object.assign(changes, {
        recurrence: body.recurrence,
        amount,
        settleAmount: settleAmount(amount, this.config.TWD_PER_USD),
      })
    }
    if (body.billing_info) {
      const { save, ...billing } = body.billing_info
      Object.assign(changes, { billing, saveBilling: save })
    } else if (body.billing_info_id) {
      const info = await this.infos.findById(body.billing_info_id)
      if (!info || info.userId !== checkout.userId) {
        throw errors.BillingInfoNotFound()
      }
      const billing: BillingSnapshot = {
        email: info.email,
        phoneCountry: info.phoneCountry,
        phoneNumber: info.phoneNumber,
        name: info.name,
        countryCode: info.countryCode,
        address: info.address,
      }
      Object.assign(changes, { billing, saveBilling: false })
    }
    if (Object.keys(changes).length === 0) {
      throw errors.NoUpdates()
    }
    if (!(await this.checkouts.update(id, { status: ['Pending'] }, changes)))
      throw checkoutNotActive()
    return this.view((await this.checkouts.findById(id))!)
  }

  private notifyUrl(): string {
    return new URL('ecpay/notifications', this.config.PUBLIC_API_URL).toString()
  }

  /** A trade token for the card form; a new attempt (and MerchantTradeNo) every time. */
  async createToken(
    caller: AuthUser,
    id: string,
  ): Promise<{ token: string; expires_at: string; trade_no: string; sdk_url: string }> {
    const checkout = await this.owned(caller, id)
    if (checkout.status !== 'Pending') throw checkoutNotActive()
    if (!checkout.billing) throw missingInfo()
    const attempts = await this.checkouts.tradesOf(id, 0)
    const trade = await this.checkouts.transaction((db) =>
      this.checkouts.insertTrade(db, {
        tradeNo: newTradeNo('P'),
        checkoutId: id,
        period: 0,
        attempt: (attempts[0]?.attempt ?? 0) + 1,
        amount: checkout.amount,
        settleAmount: checkout.settleAmount,
      }),
    )
    let token
    try {
      token = await this.provider.createTradeToken({
        tradeNo: trade.tradeNo,
        amount: checkout.settleAmount,
        itemName: `Tessera ${checkout.siteType} ${checkout.recurrence}`,
        payer: {
          memberId: checkout.userId,
          email: checkout.billing.email,
          phone: checkout.billing.phoneNumber.replace(/\D/g, ''),
          name: checkout.billing.name,
          countryCode: checkout.billing.countryCode,
        },
        rememberCard: true,
        resultUrl: new URL(
          `ecpay/checkouts/${id}/3ds_result`,
          this.config.PUBLIC_API_URL,
        ).toString(),
        notifyUrl: this.notifyUrl(),
      })
    } catch (error) {
      if (error instanceof PaymentError) throw paymentApiError(error)
      throw error
    }
    if (checkout.saveBilling) await this.infos.save(checkout.userId, checkout.billing)
    return {
      token: token.token,
      expires_at: token.expiresAt.toISOString(),
      trade_no: trade.tradeNo,
      sdk_url: this.config.ECPAY_SDK_URL,
    }
  }

  /** Pays the latest trade with the card form's pay token. */
  async pay(
    caller: AuthUser,
    id: string,
    payToken: string,
  ): Promise<CheckoutView & { three_d_url?: string }> {
    const checkout = await this.owned(caller, id)
    if (checkout.status !== 'Pending') throw checkoutNotActive()
    const [trade] = await this.checkouts.tradesOf(id, 0)
    if (!trade || trade.status !== 'created') {
      throw errors.EcpayTokenExpired()
    }
    if (
      !(await this.checkouts.update(
        id,
        { status: MAY_LEAVE.toProcessing },
        { status: 'Processing', paymentError: null },
      ))
    )
      throw checkoutNotActive()
    let outcome: TradeOutcome
    try {
      outcome = await this.provider.createPayment(payToken, trade.tradeNo)
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error
      // The order may have gone through all the same: ask the provider again shortly.
      await this.schedule.reconcileTrade(trade.tradeNo)
      throw paymentApiError(error)
    }
    await this.applyOutcome(outcome)
    if (outcome.status === 'failed') throw errors[outcome.code](outcome.message)
    // Waiting for 3-D Secure or a notification: asked about later, and freed if abandoned.
    if (outcome.status === 'pending') await this.schedule.reconcileTrade(trade.tradeNo, 60_000)
    const view = await this.view((await this.checkouts.findById(id))!)
    return outcome.status === 'pending' && outcome.threeDUrl
      ? { ...view, three_d_url: outcome.threeDUrl }
      : view
  }

  /** A provider notification: stored once and applied in the same transaction. */
  applyNotification(notification: ProviderNotification): Promise<ApplyResult> {
    return this.applyOutcome(notification.outcome, notification)
  }

  /**
   * Applies what the provider says about a trade. Conditional updates make the order and number of
   * deliveries irrelevant: a paid trade stays paid, a period is charged once, and a checkout moves
   * only from the states it may leave.
   */
  async applyOutcome(outcome: TradeOutcome, event?: ProviderNotification): Promise<ApplyResult> {
    const after: { paid?: string; renewed?: Checkout } = {}
    const result = await this.checkouts.transaction(async (db): Promise<ApplyResult> => {
      if (event) {
        const fresh = await this.checkouts.insertEvent(db, {
          provider: 'ecpay',
          eventKey: event.eventKey,
          tradeNo: outcome.tradeNo,
          result: outcome.status,
          payload: event.raw,
        })
        if (!fresh) return 'duplicate'
      }
      const known = await this.checkouts.findTrade(outcome.tradeNo, db)
      if (!known) return 'unknown'
      const checkout = (await this.checkouts.lock(db, known.checkoutId))!
      const trade = (await this.checkouts.findTrade(outcome.tradeNo, db))!
      if (outcome.status === 'paid') {
        await this.checkouts.setTrade(db, trade.tradeNo, ['created', 'pending', 'failed'], 'paid', {
          providerTradeNo: outcome.providerTradeNo,
        })
        if (trade.period > checkout.period + 1) {
          // A renewal ahead of the one due cannot be placed; the trade stays paid for support.
          this.logger.error(
            { checkoutId: checkout.id, tradeNo: trade.tradeNo },
            'paid renewal out of order',
          )
          return 'applied'
        }
        const start = trade.period === 0 ? new Date() : checkout.periodEnd!
        const end = periodEnd(start, checkout.recurrence)
        const charged = await this.checkouts.insertCharge(db, {
          checkoutId: checkout.id,
          period: trade.period,
          tradeNo: trade.tradeNo,
          amount: trade.amount,
          settleAmount: trade.settleAmount,
          periodStart: start,
          periodEnd: end,
        })
        if (!charged) {
          const first = (await this.checkouts.chargesOf(checkout.id)).find(
            (c) => c.period === trade.period,
          )
          if (first && first.tradeNo !== trade.tradeNo) {
            this.logger.error(
              { checkoutId: checkout.id, tradeNo: trade.tradeNo, period: trade.period },
              'a second payment for an already charged period: refund it',
            )
          }
          return 'applied'
        }
        const card = {
          cardId: outcome.cardId ?? checkout.cardId,
          card4: outcome.card4 ?? checkout.card4,
        }
        if (trade.period === 0) {
          const moved = await this.checkouts.update(
            checkout.id,
            { status: MAY_LEAVE.toPaid },
            {
              status: 'Paid',
              paymentError: null,
              period: 0,
              periodStart: start,
              periodEnd: end,
              ...card,
            },
            db,
          )
          if (moved) after.paid = checkout.id
        } else if (
          await this.checkouts.update(
            checkout.id,
            { period: trade.period - 1 },
            {
              period: trade.period,
              periodStart: start,
              periodEnd: end,
              failedRenewals: 0,
              subscription: checkout.subscription === 'Canceled' ? 'Canceled' : 'Active',
              ...card,
            },
            db,
          )
        ) {
          after.renewed = (await this.checkouts.findById(checkout.id, db))!
        }
      } else if (outcome.status === 'failed') {
        const failed = await this.checkouts.setTrade(
          db,
          trade.tradeNo,
          ['created', 'pending'],
          'failed',
          {
            providerTradeNo: outcome.providerTradeNo,
            errorCode: outcome.code,
          },
        )
        const [latest] = await this.checkouts.tradesOf(checkout.id, 0, db)
        if (failed && trade.period === 0 && latest?.tradeNo === trade.tradeNo) {
          await this.checkouts.update(
            checkout.id,
            { status: MAY_LEAVE.toPending },
            { status: 'Pending', paymentError: outcome.code },
            db,
          )
        }
      } else {
        await this.checkouts.setTrade(db, trade.tradeNo, ['created'], 'pending', {
          providerTradeNo: outcome.providerTradeNo,
        })
      }
      return 'applied'
    })
    // Whoever sees the checkout paid makes sure of its site (creation is idempotent), so the
    // buyer's own answer does not depend on which delivery moved it.
    if (after.paid) await this.completeSite(after.paid)
    else if (result === 'applied' && outcome.status === 'paid') {
      const trade = await this.checkouts.findTrade(outcome.tradeNo)
      if (trade?.period === 0) await this.completeSite(trade.checkoutId)
    }
    if (after.renewed) await this.renewed(after.renewed)
    return result
  }

  /** After payment: the site on a server of its tier, or Failed with support told. */
  async completeSite(id: string): Promise<void> {
    const checkout = await this.checkouts.findById(id)
    if (!checkout || checkout.status !== 'Paid') return
    let siteId: string
    try {
      siteId = (
        await this.sites.createPaidSite({
          checkoutId: checkout.id,
          userId: checkout.userId,
          name: checkout.siteName,
          subdomain: checkout.subdomain,
          siteType: checkout.siteType,
        })
      ).siteId
    } catch (error) {
      if (!(error instanceof ApiError)) {
        // The sites service did not answer: reconciliation tries again (creation is idempotent).
        this.logger.warn({ err: error, checkoutId: id }, 'paid site not created yet')
        return
      }
      if (
        await this.checkouts.update(
          id,
          { status: MAY_LEAVE.toFailed },
          { status: 'Failed', paymentError: error.code, subscription: 'Ended' },
        )
      ) {
        this.logger.error(
          { checkoutId: id, code: error.code },
          'paid checkout could not create its site',
        )
        await this.mail.send(
          {
            template: 'checkout-failed',
            to: this.config.SUPPORT_EMAIL,
            data: {
              checkoutId: id,
              siteName: checkout.siteName,
              userId: checkout.userId,
              reason: `${error.code}: ${error.message}`,
              link: new URL(`/checkout/${id}/3ds_result`, this.config.APP_ORIGIN).toString(),
            },
          },
          `checkout-failed-${id}`,
        )
      }
      return
    }
    if (
      await this.checkouts.update(
        id,
        { status: MAY_LEAVE.toCompleted },
        { status: 'Completed', siteId, subscription: 'Active' },
      )
    ) {
      await this.schedule.renewal(id, 1, checkout.periodEnd!, checkout.periodStart!)
    }
  }

  /** A renewal was paid: the next one is scheduled, and a disabled site comes back. */
  private async renewed(checkout: Checkout): Promise<void> {
    if (checkout.subscription === 'Active') {
      await this.schedule.renewal(
        checkout.id,
        checkout.period + 1,
        checkout.periodEnd!,
        checkout.periodStart!,
      )
    }
    if (checkout.siteDisabledAt && checkout.siteId) {
      await this.sites.setDisabled(checkout.siteId, false)
      await this.checkouts.update(checkout.id, {}, { siteDisabledAt: null })
    }
  }

  /** Asks the provider about the checkout's open trades (or its latest one) and applies the answers. */
  async reconcile(checkout: Checkout, all: boolean): Promise<void> {
    const trades = await this.checkouts.tradesOf(checkout.id)
    const open = trades.filter((t) => t.status === 'created' || t.status === 'pending')
    const asked = all ? open : open.slice(0, 1)
    if (!all && asked.length === 0 && trades[0]) asked.push(trades[0])
    for (const trade of asked) {
      let outcome: TradeOutcome
      try {
        outcome = await this.provider.queryTrade(trade.tradeNo)
      } catch (error) {
        if (error instanceof PaymentError) throw paymentApiError(error)
        throw error
      }
      // Only a settled answer changes anything; "not seen yet" leaves the trade as it is.
      if (outcome.status !== 'pending') await this.applyOutcome(outcome)
    }
    if ((await this.checkouts.findById(checkout.id))?.status === 'Paid')
      await this.completeSite(checkout.id)
  }

  async queryOrder(caller: AuthUser, id: string): Promise<CheckoutView> {
    await this.reconcile(await this.owned(caller, id), false)
    return this.view((await this.checkouts.findById(id))!, true)
  }

  async syncCharges(caller: AuthUser, id: string): Promise<CheckoutView> {
    await this.reconcile(await this.owned(caller, id), true)
    return this.view((await this.checkouts.findById(id))!, true)
  }

  /** Keeps the site until the period ends, then deletes it 30 days later. */
  async cancelSubscription(caller: AuthUser, id: string): Promise<CheckoutView> {
    const checkout = await this.owned(caller, id)
    const canceled =
      checkout.status === 'Completed' &&
      (await this.checkouts.update(
        id,
        { status: ['Completed'], subscription: ['Active', 'PastDue'] },
        { subscription: 'Canceled', canceledAt: new Date() },
      ))
    if (!canceled) {
      throw errors.SubscriptionNotActive()
    }
    const fresh = (await this.checkouts.findById(id))!
    await this.schedule.cancellation(id, fresh.period, fresh.periodEnd!)
    return this.view(fresh, true)
  }
}
