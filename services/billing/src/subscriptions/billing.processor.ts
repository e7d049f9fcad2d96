import { Processor, WorkerHost } from '@nestjs/bullmq'
import { Inject } from '@nestjs/common'
import { LOGGER } from '@tessera/kit'
import type { Job } from 'bullmq'
import type { Logger } from 'pino'
import { z } from 'zod'
import { BILLING_QUEUE } from './billing-queue.js'
import { SubscriptionsService } from './subscriptions.service.js'

const byCheckout = z.object({ checkoutId: z.uuid() })
const byPeriod = byCheckout.extend({ period: z.number().int().min(1) })
const byTrade = z.object({ tradeNo: z.string().min(1) })

/** Runs billing's queued work; a throw lets BullMQ retry with back-off. */
@Processor(BILLING_QUEUE, { concurrency: 2 })
export class BillingProcessor extends WorkerHost {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super()
  }

  async process(job: Job<unknown>): Promise<unknown> {
    switch (job.name) {
      case 'renew': {
        const { checkoutId, period } = byPeriod.parse(job.data)
        const result = await this.subscriptions.renew(checkoutId, period)
        this.logger.info({ jobId: job.id, checkoutId, period, result }, 'renewal')
        return result
      }
      case 'remind': {
        const { checkoutId, period } = byPeriod.parse(job.data)
        return this.subscriptions.remind(checkoutId, period)
      }
      case 'end':
        return this.subscriptions.end(byCheckout.parse(job.data).checkoutId)
      case 'delete':
        return this.subscriptions.delete(byCheckout.parse(job.data).checkoutId)
      case 'reconcile-trade':
        return this.subscriptions.reconcileTrade(byTrade.parse(job.data).tradeNo)
      case 'reconcile':
        return this.subscriptions.reconcileAll()
      case 'sweep':
        return this.subscriptions.sweep()
      default:
        this.logger.warn({ jobId: job.id, name: job.name }, 'unknown billing job')
        return undefined
    }
  }
}
