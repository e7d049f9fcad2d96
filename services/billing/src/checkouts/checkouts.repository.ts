import { Injectable } from '@nestjs/common'
import { InjectDataSource } from '@nestjs/typeorm'
import { DataSource, In, type EntityManager } from 'typeorm'
import { Charge } from './charge.entity.js'
import { Checkout, type CheckoutStatus, type SubscriptionStatus } from './checkout.entity.js'
import { Trade, type TradeStatus } from './trade.entity.js'

export type NewCheckout = Pick<
  Checkout,
  | 'userId'
  | 'siteType'
  | 'recurrence'
  | 'amount'
  | 'settleAmount'
  | 'siteName'
  | 'subdomain'
  | 'expiresAt'
>

export type CheckoutChanges = Partial<
  Pick<
    Checkout,
    | 'status'
    | 'recurrence'
    | 'amount'
    | 'settleAmount'
    | 'billing'
    | 'saveBilling'
    | 'paymentError'
    | 'siteId'
    | 'cardId'
    | 'card4'
    | 'subscription'
    | 'period'
    | 'periodStart'
    | 'periodEnd'
    | 'failedRenewals'
    | 'canceledAt'
    | 'siteDisabledAt'
    | 'siteDeletedAt'
  >
>

const COLUMNS: Record<keyof CheckoutChanges, string> = {
  status: 'status',
  recurrence: 'recurrence',
  amount: 'amount',
  settleAmount: 'settle_amount',
  billing: 'billing',
  saveBilling: 'save_billing',
  paymentError: 'payment_error',
  siteId: 'site_id',
  cardId: 'card_id',
  card4: 'card4',
  subscription: 'subscription',
  period: 'period',
  periodStart: 'period_start',
  periodEnd: 'period_end',
  failedRenewals: 'failed_renewals',
  canceledAt: 'canceled_at',
  siteDisabledAt: 'site_disabled_at',
  siteDeletedAt: 'site_deleted_at',
}

/** The conditions a conditional update holds to; unset parts are not checked. */
export interface Expect {
  status?: readonly CheckoutStatus[]
  subscription?: readonly SubscriptionStatus[]
  period?: number
}

/** The only code that reads and writes checkouts, trades, charges and provider events. */
@Injectable()
export class CheckoutsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (db: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work)
  }

  private db(db?: EntityManager): EntityManager {
    return db ?? this.dataSource.manager
  }

  insert(checkout: NewCheckout): Promise<Checkout> {
    const now = new Date()
    return this.dataSource.getRepository(Checkout).save(
      this.dataSource.getRepository(Checkout).create({
        ...checkout,
        status: 'Pending',
        billing: null,
        saveBilling: false,
        paymentError: null,
        siteId: null,
        cardId: null,
        card4: null,
        subscription: 'None',
        period: 0,
        periodStart: null,
        periodEnd: null,
        failedRenewals: 0,
        canceledAt: null,
        siteDisabledAt: null,
        siteDeletedAt: null,
        createdAt: now,
        updatedAt: now,
      }),
    )
  }

  findById(id: string, db?: EntityManager): Promise<Checkout | null> {
    return this.db(db).findOneBy(Checkout, { id })
  }

  /** The checkout, locked until the transaction ends. */
  lock(db: EntityManager, id: string): Promise<Checkout | null> {
    return db.findOne(Checkout, { where: { id }, lock: { mode: 'pessimistic_write' } })
  }

  listByUser(userId: string, statuses?: CheckoutStatus[]): Promise<Checkout[]> {
    return this.dataSource.getRepository(Checkout).find({
      where: { userId, ...(statuses?.length ? { status: In(statuses) } : {}) },
      order: { createdAt: 'DESC' },
      take: 200,
    })
  }

  /**
   * Applies `changes` only if the checkout still is as `expect` says; false when it was not (someone
   * else moved it first). Every state change goes through here.
   */
  async update(
    id: string,
    expect: Expect,
    changes: CheckoutChanges,
    db?: EntityManager,
  ): Promise<boolean> {
    const params: unknown[] = [id]
    const sets = Object.entries(changes).map(([key, value]) => {
      params.push(key === 'billing' && value !== null ? JSON.stringify(value) : value)
      return `${COLUMNS[key as keyof CheckoutChanges]} = $${params.length}`
    })
    sets.push('updated_at = now()')
    const where = ['id = $1']
    if (expect.status) {
      params.push(expect.status)
      where.push(`status = ANY($${params.length}::text[])`)
    }
    if (expect.subscription) {
      params.push(expect.subscription)
      where.push(`subscription = ANY($${params.length}::text[])`)
    }
    if (expect.period !== undefined) {
      params.push(expect.period)
      where.push(`period = $${params.length}`)
    }
    const rows = (await this.db(db).query(
      `WITH changed AS (UPDATE billing.checkouts SET ${sets.join(', ')} WHERE ${where.join(' AND ')} RETURNING id)
       SELECT id FROM changed`,
      params,
    )) as unknown[]
    return rows.length === 1
  }

  insertTrade(
    db: EntityManager,
    trade: Pick<Trade, 'tradeNo' | 'checkoutId' | 'period' | 'attempt' | 'amount' | 'settleAmount'>,
  ): Promise<Trade> {
    const now = new Date()
    return db.save(
      db.create(Trade, {
        ...trade,
        status: 'created',
        providerTradeNo: null,
        errorCode: null,
        createdAt: now,
        updatedAt: now,
      }),
    )
  }

  findTrade(tradeNo: string, db?: EntityManager): Promise<Trade | null> {
    return this.db(db).findOneBy(Trade, { tradeNo })
  }

  tradesOf(checkoutId: string, period?: number, db?: EntityManager): Promise<Trade[]> {
    return this.db(db).find(Trade, {
      where: { checkoutId, ...(period === undefined ? {} : { period }) },
      order: { period: 'DESC', attempt: 'DESC' },
    })
  }

  /** Moves a trade on only from the statuses given; a paid trade never goes back. */
  async setTrade(
    db: EntityManager,
    tradeNo: string,
    from: readonly TradeStatus[],
    to: TradeStatus,
    detail: { providerTradeNo?: string; errorCode?: string | null } = {},
  ): Promise<boolean> {
    const rows = (await db.query(
      `WITH changed AS (
         UPDATE billing.trades SET status = $3, updated_at = now(),
           provider_trade_no = coalesce($4, provider_trade_no), error_code = $5
         WHERE trade_no = $1 AND status = ANY($2::text[]) RETURNING trade_no)
       SELECT trade_no FROM changed`,
      [tradeNo, from, to, detail.providerTradeNo ?? null, detail.errorCode ?? null],
    )) as unknown[]
    return rows.length === 1
  }

  /** Records money taken for a period; false when that period was already charged. */
  async insertCharge(
    db: EntityManager,
    charge: Pick<
      Charge,
      'checkoutId' | 'period' | 'tradeNo' | 'amount' | 'settleAmount' | 'periodStart' | 'periodEnd'
    >,
  ): Promise<boolean> {
    const rows = (await db.query(
      `INSERT INTO billing.charges (checkout_id, period, trade_no, amount, settle_amount, period_start, period_end)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        charge.checkoutId,
        charge.period,
        charge.tradeNo,
        charge.amount,
        charge.settleAmount,
        charge.periodStart,
        charge.periodEnd,
      ],
    )) as unknown[]
    return rows.length === 1
  }

  chargesOf(checkoutId: string): Promise<Charge[]> {
    return this.dataSource
      .getRepository(Charge)
      .find({ where: { checkoutId }, order: { period: 'ASC' } })
  }

  /** Stores a provider event once; false when the same event was stored before (a replay). */
  async insertEvent(
    db: EntityManager,
    event: {
      provider: string
      eventKey: string
      tradeNo: string | null
      result: string
      payload: unknown
    },
  ): Promise<boolean> {
    const rows = (await db.query(
      `INSERT INTO billing.notifications (provider, event_key, trade_no, result, payload)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
      [event.provider, event.eventKey, event.tradeNo, event.result, JSON.stringify(event.payload)],
    )) as unknown[]
    return rows.length === 1
  }

  /** Trades that never settled, older than `seconds`: for reconciliation. */
  unsettledTrades(seconds: number): Promise<Trade[]> {
    return this.dataSource.query(
      `SELECT trade_no AS "tradeNo", checkout_id AS "checkoutId", period, attempt, status
       FROM billing.trades WHERE status IN ('created', 'pending')
       AND updated_at < now() - make_interval(secs => $1) ORDER BY updated_at LIMIT 200`,
      [seconds],
    ) as Promise<Trade[]>
  }

  /** Checkouts whose time to pay has passed. */
  async expiredIds(): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT id FROM billing.checkouts WHERE status IN ('Pending', 'Processing') AND expires_at < now() LIMIT 500`,
    )) as Array<{ id: string }>
    return rows.map((r) => r.id)
  }

  /** Subscriptions in the given states whose period ended `graceSeconds` ago or more. */
  async periodEndedIds(states: SubscriptionStatus[], graceSeconds = 0): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT id FROM billing.checkouts WHERE subscription = ANY($1::text[])
       AND period_end <= now() - make_interval(secs => $2) LIMIT 500`,
      [states, graceSeconds],
    )) as Array<{ id: string }>
    return rows.map((r) => r.id)
  }

  /** Paid checkouts whose site is still to be made (a crash between payment and creation). */
  async paidIds(): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT id FROM billing.checkouts WHERE status = 'Paid' AND updated_at < now() - interval '30 seconds' LIMIT 200`,
    )) as Array<{ id: string }>
    return rows.map((r) => r.id)
  }
}
