import { Inject, Injectable } from '@nestjs/common'
import { InjectDataSource } from '@nestjs/typeorm'
import { CONFIG, isUniqueViolation, LOGGER, MailOutbox } from '@tessera/kit'
import { formatUsd } from '@tessera/site-format/plans'
import type { Logger } from 'pino'
import { DataSource } from 'typeorm'
import { SitesClient } from '../common/sites.client.js'
import type { BillingConfig } from '../config.js'
import type { Checkout } from '../checkouts/checkout.entity.js'
import { newTradeNo } from '../checkouts/checkout-rules.js'
import { CheckoutsRepository } from '../checkouts/checkouts.repository.js'
import { CheckoutsService } from '../checkouts/checkouts.service.js'
import {
  PAYMENT_PROVIDER,
  type PaymentProvider,
  type TradeOutcome,
} from '../payments/payment-provider.js'
import { BillingSchedule } from './billing-queue.js'

export type RenewResult = 'charged' | 'already' | 'failed' | 'skipped' | 'lapsed'

/** Renewals, reminders, the end of cancelled subscriptions, and the backstops that find missed work. */
@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly checkouts: CheckoutsRepository,
    private readonly service: CheckoutsService,
    private readonly sites: SitesClient,
    private readonly mail: MailOutbox,
    private readonly schedule: BillingSchedule,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(CONFIG) private readonly config: BillingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  private link(): string {
    return new URL('/settings/history', this.config.APP_ORIGIN).toString()
  }

  /**
   * One renewal of a checkout for a period, held under a lock per checkout so two runs never
   * overlap. A trade left open by a run that died is asked about before anything is charged.
   */
  renew(checkoutId: string, period: number): Promise<RenewResult> {
    return this.dataSource.transaction(async (lock) => {
      await lock.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `billing:renew:${checkoutId}`,
      ])
      return this.renewLocked(checkoutId, period)
    })
  }

  private async renewLocked(checkoutId: string, period: number): Promise<RenewResult> {
    const checkout = await this.checkouts.findById(checkoutId)
    if (!checkout || checkout.status !== 'Completed') return 'skipped'
    if (checkout.period >= period) return 'already'
    if (checkout.period === period - 1 && checkout.subscription === 'Lapsed') {
      // A run that recorded the lapse and then failed (the job is retried): finish what it began.
      if (checkout.siteDisabledAt) await this.lapsed(checkout, period)
      return 'lapsed'
    }
    if (checkout.period !== period - 1 || !['Active', 'PastDue'].includes(checkout.subscription)) {
      return 'skipped'
    }
    if (checkout.periodEnd && checkout.periodEnd.getTime() > Date.now() + 60_000) return 'skipped'
    const trades = await this.checkouts.tradesOf(checkoutId, period)
    let reuse: string | undefined
    for (const open of trades.filter((t) => t.status === 'created' || t.status === 'pending')) {
      const known = await this.provider.queryTrade(open.tradeNo)
      if (known.status === 'pending') reuse = open.tradeNo
      else await this.service.applyOutcome(known)
    }
    if ((await this.checkouts.findById(checkoutId))!.period >= period) return 'charged'
    if (!checkout.cardId) return this.failedRenewal(checkoutId, period)

    let tradeNo = reuse
    if (!tradeNo) {
      tradeNo = newTradeNo('R')
      try {
        await this.checkouts.transaction((db) =>
          this.checkouts.insertTrade(db, {
            tradeNo: tradeNo!,
            checkoutId,
            period,
            attempt: (trades[0]?.attempt ?? 0) + 1,
            amount: checkout.amount,
            settleAmount: checkout.settleAmount,
          }),
        )
      } catch (error) {
        if (isUniqueViolation(error)) return 'skipped'
        throw error
      }
    }
    // No answer throws: the trade stays open, and the job's retry asks about it before charging.
    const outcome: TradeOutcome = await this.provider.chargeSavedCard({
      tradeNo,
      amount: checkout.settleAmount,
      cardId: checkout.cardId,
      memberId: checkout.userId,
      itemName: `Tessera ${checkout.siteType} ${checkout.recurrence}`,
      notifyUrl: new URL('ecpay/notifications', this.config.PUBLIC_API_URL).toString(),
    })
    await this.service.applyOutcome(outcome)
    if (outcome.status === 'paid') return 'charged'
    if (outcome.status === 'pending') throw new Error(`renewal ${tradeNo} not settled yet`)
    return this.failedRenewal(checkoutId, period)
  }

  /** Counts a failed renewal: retry later, or disable the site after the last attempt. */
  private async failedRenewal(checkoutId: string, period: number): Promise<RenewResult> {
    const checkout = (await this.checkouts.findById(checkoutId))!
    const failures = checkout.failedRenewals + 1
    const last = failures >= this.config.RENEWAL_ATTEMPTS
    await this.checkouts.update(
      checkoutId,
      { period: period - 1, subscription: ['Active', 'PastDue'] },
      last
        ? { failedRenewals: failures, subscription: 'Lapsed', siteDisabledAt: new Date() }
        : { failedRenewals: failures, subscription: 'PastDue' },
    )
    if (last) {
      await this.lapsed(checkout, period)
      return 'lapsed'
    }
    const to = checkout.billing?.email
    if (to) {
      await this.mail.send(
        {
          template: 'renewal-failed',
          to,
          data: {
            siteName: checkout.siteName,
            attempt: failures,
            attempts: this.config.RENEWAL_ATTEMPTS,
            link: this.link(),
          },
        },
        `renewal-failed-${checkoutId}-${period}-${failures}`,
      )
    }
    await this.schedule.retryRenewal(checkoutId, period, failures + 1)
    return 'failed'
  }

  async remind(checkoutId: string, period: number): Promise<void> {
    const checkout = await this.checkouts.findById(checkoutId)
    if (!checkout || checkout.subscription !== 'Active' || checkout.period !== period - 1) return
    if (!checkout.billing?.email || !checkout.periodEnd) return
    await this.mail.send(
      {
        template: 'renewal-reminder',
        to: checkout.billing.email,
        data: {
          siteName: checkout.siteName,
          amount: formatUsd(checkout.amount),
          date: checkout.periodEnd.toISOString().slice(0, 10),
          link: this.link(),
        },
      },
      `renewal-reminder-${checkoutId}-${period}`,
    )
  }

  /**
   * After the last failed renewal, recorded on the checkout: the site is disabled and the owner
   * told. Both may run again (a retried job); the e-mail goes once.
   */
  private async lapsed(checkout: Checkout, period: number): Promise<void> {
    if (checkout.siteId) await this.sites.setDisabled(checkout.siteId, true)
    const to = checkout.billing?.email
    if (to) {
      await this.mail.send(
        { template: 'site-disabled', to, data: { siteName: checkout.siteName, link: this.link() } },
        `site-disabled-${checkout.id}-${period}`,
      )
    }
  }

  /** A cancelled subscription's period is over: the site is disabled until it is deleted. */
  async end(checkoutId: string): Promise<void> {
    const checkout = await this.checkouts.findById(checkoutId)
    if (!checkout?.periodEnd || checkout.periodEnd.getTime() > Date.now() + 60_000) return
    const ended =
      (checkout.subscription === 'Ended' &&
        checkout.siteDisabledAt !== null &&
        !checkout.siteDeletedAt) ||
      (await this.checkouts.update(
        checkoutId,
        { subscription: ['Canceled'] },
        { subscription: 'Ended', siteDisabledAt: new Date() },
      ))
    // Again when a run recorded the end and then failed (the job is retried).
    if (ended && checkout.siteId) await this.sites.setDisabled(checkout.siteId, true)
  }

  /** 30 days after a cancelled period ended: the site goes. */
  async delete(checkoutId: string): Promise<void> {
    const checkout = await this.checkouts.findById(checkoutId)
    if (!checkout?.periodEnd || checkout.siteDeletedAt) return
    if (!['Canceled', 'Ended'].includes(checkout.subscription)) return
    const due = checkout.periodEnd.getTime() + this.config.CANCELED_SITE_RETENTION_DAYS * 86_400_000
    if (due > Date.now() + 60_000) return
    if (checkout.subscription === 'Canceled') await this.end(checkoutId)
    if (checkout.siteId) await this.sites.delete(checkout.siteId)
    await this.checkouts.update(
      checkoutId,
      {},
      { subscription: 'Ended', siteDeletedAt: new Date() },
    )
  }

  async reconcileTrade(tradeNo: string): Promise<void> {
    const trade = await this.checkouts.findTrade(tradeNo)
    if (!trade || (trade.status !== 'created' && trade.status !== 'pending')) return
    const outcome = await this.provider.queryTrade(tradeNo)
    if (outcome.status !== 'pending') return void (await this.service.applyOutcome(outcome))
    // Not seen or not settled yet: asked again by the job's retry and the periodic reconciliation.
    const age = Date.now() - trade.createdAt.getTime()
    if (age < this.config.ABANDONED_PAYMENT_MINUTES * 60_000) throw new Error('trade still open')
    if (trade.period === 0) {
      // The buyer left 3-D Secure (or the card form) behind: the checkout may be paid again. Should
      // the provider confirm the payment after all, paid still wins over this.
      await this.service.applyOutcome({
        status: 'failed',
        tradeNo,
        code: 'EcpayTokenExpired',
        message: 'The payment was not completed in time',
      })
    }
  }

  /** Every few minutes: open trades, paid checkouts without a site, checkouts past their time. */
  async reconcileAll(): Promise<void> {
    for (const trade of await this.checkouts.unsettledTrades(60)) {
      if (trade.period > 0) continue
      await this.reconcileTrade(trade.tradeNo).catch((error: unknown) =>
        this.logger.warn({ err: error, tradeNo: trade.tradeNo }, 'reconciliation failed'),
      )
    }
    for (const id of await this.checkouts.paidIds()) await this.service.completeSite(id)
    for (const id of await this.checkouts.expiredIds()) {
      await this.checkouts.update(id, { status: ['Pending', 'Processing'] }, { status: 'Expired' })
    }
    // Renewals whose job went missing.
    for (const id of await this.checkouts.periodEndedIds(['Active'], 3600)) {
      const checkout = await this.checkouts.findById(id)
      if (checkout?.periodEnd && checkout.periodStart) {
        await this.schedule.renewal(
          id,
          checkout.period + 1,
          checkout.periodEnd,
          checkout.periodStart,
        )
      }
    }
  }

  /** Daily: cancelled periods that ended, and sites due for deletion, whatever jobs were lost. */
  async sweep(): Promise<void> {
    for (const id of await this.checkouts.periodEndedIds(['Canceled'])) await this.end(id)
    const retention = this.config.CANCELED_SITE_RETENTION_DAYS * 86_400
    for (const id of await this.checkouts.periodEndedIds(['Ended', 'Canceled'], retention)) {
      await this.delete(id)
    }
  }
}
