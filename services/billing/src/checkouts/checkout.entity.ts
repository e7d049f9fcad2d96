import type { Recurrence, SiteType } from '@tessera/site-format/plans'
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm'

/**
 * Pending: created, billing and card to come. Processing: a payment is under way (3-D Secure).
 * Paid: money confirmed, the site not made yet. Then Completed, Failed (the site could not be
 * made; support told), Canceled (by the buyer before paying) or Expired (never paid in time).
 */
export const CHECKOUT_STATUSES = [
  'Pending',
  'Processing',
  'Paid',
  'Completed',
  'Failed',
  'Canceled',
  'Expired',
] as const
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number]

/** The subscription a completed checkout becomes. */
export type SubscriptionStatus = 'None' | 'Active' | 'PastDue' | 'Canceled' | 'Lapsed' | 'Ended'

export interface BillingSnapshot {
  email: string
  phoneCountry: string
  phoneNumber: string
  name: string
  countryCode: string
  address: string
}

@Entity({ name: 'checkouts' })
export class Checkout {
  @PrimaryGeneratedColumn('uuid')
  id!: string

  @Column('uuid', { name: 'user_id' })
  userId!: string

  @Column('text')
  status!: CheckoutStatus

  @Column('text', { name: 'site_type' })
  siteType!: Exclude<SiteType, 'Free'>

  @Column('text')
  recurrence!: Recurrence

  /** US cents, priced by the server from the plan table. */
  @Column('integer')
  amount!: number

  /** What the provider charges, in whole New Taiwan dollars. */
  @Column('integer', { name: 'settle_amount' })
  settleAmount!: number

  @Column('text', { name: 'site_name' })
  siteName!: string

  @Column('text')
  subdomain!: string

  @Column('jsonb', { nullable: true })
  billing!: BillingSnapshot | null

  @Column('boolean', { name: 'save_billing' })
  saveBilling!: boolean

  @Column('text', { name: 'payment_error', nullable: true })
  paymentError!: string | null

  @Column('uuid', { name: 'site_id', nullable: true })
  siteId!: string | null

  @Column('text', { name: 'card_id', nullable: true })
  cardId!: string | null

  @Column('text', { nullable: true })
  card4!: string | null

  @Column('text')
  subscription!: SubscriptionStatus

  /** The paid period now running: 0 is the first, each renewal adds one. */
  @Column('integer')
  period!: number

  @Column('timestamptz', { name: 'period_start', nullable: true })
  periodStart!: Date | null

  @Column('timestamptz', { name: 'period_end', nullable: true })
  periodEnd!: Date | null

  @Column('integer', { name: 'failed_renewals' })
  failedRenewals!: number

  @Column('timestamptz', { name: 'canceled_at', nullable: true })
  canceledAt!: Date | null

  @Column('timestamptz', { name: 'site_disabled_at', nullable: true })
  siteDisabledAt!: Date | null

  @Column('timestamptz', { name: 'site_deleted_at', nullable: true })
  siteDeletedAt!: Date | null

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt!: Date

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date
}
