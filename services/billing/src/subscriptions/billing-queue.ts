import { InjectQueue } from '@nestjs/bullmq'
import { Inject, Injectable } from '@nestjs/common'
import { CONFIG } from '@tessera/kit'
import { Queue } from 'bullmq'
import type { BillingConfig } from '../config.js'

/** Billing's own queue: renewals, reminders, period ends, deletions and reconciliation. */
export const BILLING_QUEUE = 'billing'

export type BillingJob =
  | { name: 'renew'; data: { checkoutId: string; period: number } }
  | { name: 'remind'; data: { checkoutId: string; period: number } }
  | { name: 'end'; data: { checkoutId: string } }
  | { name: 'delete'; data: { checkoutId: string } }
  | { name: 'reconcile-trade'; data: { tradeNo: string } }
  | { name: 'reconcile'; data: Record<string, never> }
  | { name: 'sweep'; data: Record<string, never> }

const HOUR = 3600_000

/** Puts billing's timed work on its queue; job ids make a second scheduling of the same work a no-op. */
@Injectable()
export class BillingSchedule {
  constructor(
    @InjectQueue(BILLING_QUEUE) private readonly queue: Queue,
    @Inject(CONFIG) private readonly config: BillingConfig,
  ) {}

  private async add(job: BillingJob, at: Date | number, jobId: string, attempts = 5) {
    const delay = Math.max(0, (typeof at === 'number' ? at : at.getTime()) - Date.now())
    await this.queue.add(job.name, job.data, {
      jobId,
      delay,
      attempts,
      backoff: { type: 'exponential', delay: 10_000 },
      removeOnComplete: true,
      removeOnFail: 1000,
    })
  }

  /** The renewal of `period` at the end of the one before, and its reminder. */
  async renewal(checkoutId: string, period: number, dueAt: Date, periodStart: Date): Promise<void> {
    await this.add(
      { name: 'renew', data: { checkoutId, period } },
      dueAt,
      `renew-${checkoutId}-${period}`,
    )
    const length = dueAt.getTime() - periodStart.getTime()
    const lead = Math.min(this.config.RENEWAL_REMINDER_HOURS * HOUR, length / 2)
    const remindAt = dueAt.getTime() - lead
    if (lead > 0 && remindAt > Date.now()) {
      await this.add(
        { name: 'remind', data: { checkoutId, period } },
        remindAt,
        `remind-${checkoutId}-${period}`,
      )
    }
  }

  /** A failed renewal tried again later. */
  async retryRenewal(checkoutId: string, period: number, attempt: number): Promise<void> {
    await this.add(
      { name: 'renew', data: { checkoutId, period } },
      Date.now() + this.config.RENEWAL_RETRY_SECONDS * 1000,
      `renew-${checkoutId}-${period}-${attempt}`,
    )
  }

  /** A cancelled subscription: no renewal; the site ends with the period and is deleted later. */
  async cancellation(checkoutId: string, period: number, periodEnd: Date): Promise<void> {
    await this.queue.remove(`renew-${checkoutId}-${period + 1}`)
    await this.queue.remove(`remind-${checkoutId}-${period + 1}`)
    await this.add({ name: 'end', data: { checkoutId } }, periodEnd, `end-${checkoutId}`)
    await this.add(
      { name: 'delete', data: { checkoutId } },
      periodEnd.getTime() + this.config.CANCELED_SITE_RETENTION_DAYS * 24 * HOUR,
      `delete-${checkoutId}`,
    )
  }

  /** A payment whose answer never came: asked about again shortly. */
  async reconcileTrade(tradeNo: string, afterMs = 30_000): Promise<void> {
    await this.add(
      { name: 'reconcile-trade', data: { tradeNo } },
      Date.now() + afterMs,
      `reconcile-${tradeNo}`,
      8,
    )
  }

  /** The periodic backstops: unsettled trades and due work, and the daily sweep. */
  async repeatables(): Promise<void> {
    await this.queue.upsertJobScheduler(
      'billing-reconcile',
      { every: this.config.RECONCILE_EVERY_SECONDS * 1000 },
      { name: 'reconcile', data: {}, opts: { removeOnComplete: true, removeOnFail: 100 } },
    )
    await this.queue.upsertJobScheduler(
      'billing-sweep',
      { pattern: '17 3 * * *', tz: 'UTC' },
      { name: 'sweep', data: {}, opts: { removeOnComplete: true, removeOnFail: 100 } },
    )
  }
}
