import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm'

/** Money taken for one period of a checkout; unique per (checkout, period). */
@Entity({ name: 'charges' })
export class Charge {
  @PrimaryGeneratedColumn('uuid')
  id!: string

  @Column('uuid', { name: 'checkout_id' })
  checkoutId!: string

  @Column('integer')
  period!: number

  @Column('text', { name: 'trade_no' })
  tradeNo!: string

  @Column('integer')
  amount!: number

  @Column('integer', { name: 'settle_amount' })
  settleAmount!: number

  @Column('timestamptz', { name: 'period_start' })
  periodStart!: Date

  @Column('timestamptz', { name: 'period_end' })
  periodEnd!: Date

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date
}
