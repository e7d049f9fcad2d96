import { Column, Entity, PrimaryColumn } from 'typeorm'

export type TradeStatus = 'created' | 'pending' | 'paid' | 'failed'

/** One payment attempt at the provider (ECPay's MerchantTradeNo). */
@Entity({ name: 'trades' })
export class Trade {
  @PrimaryColumn('text', { name: 'trade_no' })
  tradeNo!: string

  @Column('uuid', { name: 'checkout_id' })
  checkoutId!: string

  /** Which paid period this attempt is for: 0 the purchase, then each renewal. */
  @Column('integer')
  period!: number

  @Column('integer')
  attempt!: number

  @Column('integer')
  amount!: number

  @Column('integer', { name: 'settle_amount' })
  settleAmount!: number

  @Column('text')
  status!: TradeStatus

  @Column('text', { name: 'provider_trade_no', nullable: true })
  providerTradeNo!: string | null

  @Column('text', { name: 'error_code', nullable: true })
  errorCode!: string | null

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date
}
