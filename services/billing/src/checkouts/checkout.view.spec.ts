import { describe, expect, it } from 'vitest'
import { parseEcpayDate, ecpayDate } from '../payments/ecpay/ecpay-messages.js'
import type { Checkout } from './checkout.entity.js'
import { MAY_LEAVE } from './checkout-rules.js'
import { toCheckoutView } from './checkout.view.js'

const base = {
  id: 'c',
  userId: 'u',
  status: 'Paid',
  siteType: 'Paid1',
  recurrence: 'Monthly',
  amount: 3000,
  settleAmount: 960,
  siteName: 'Shop',
  subdomain: 'shop',
  billing: null,
  saveBilling: false,
  paymentError: null,
  siteId: null,
  cardId: 'secret-card-id',
  card4: '2222',
  subscription: 'Canceled',
  period: 0,
  periodStart: new Date('2026-01-01T00:00:00Z'),
  periodEnd: new Date('2026-02-01T00:00:00Z'),
  failedRenewals: 0,
  canceledAt: null,
  siteDisabledAt: null,
  siteDeletedAt: null,
  expiresAt: new Date('2026-01-01T01:00:00Z'),
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-01T00:00:00Z'),
} satisfies Checkout

describe('checkout view', () => {
  it('shows Paid as Processing, the deletion date 30 days after the period, and never the card id', () => {
    const view = toCheckoutView(base, 30)
    expect(view.status).toBe('Processing')
    expect(view.subscription.delete_at).toBe('2026-03-03T00:00:00.000Z')
    expect(JSON.stringify(view)).not.toContain('secret-card-id')
    expect(
      toCheckoutView({ ...base, subscription: 'Active' }, 30).subscription.delete_at,
    ).toBeNull()
  })

  it('lets no change leave a final state except a late payment', () => {
    for (const [change, from] of Object.entries(MAY_LEAVE) as Array<[string, readonly string[]]>) {
      expect(from, change).not.toContain('Completed')
      expect(from, change).not.toContain('Failed')
      if (change !== 'toPaid') expect(from, change).not.toContain('Expired')
      if (change !== 'toPaid') expect(from, change).not.toContain('Canceled')
    }
  })

  it("reads and writes ECPay's Taiwan-time dates", () => {
    const at = new Date('2026-11-24T16:05:09Z')
    expect(ecpayDate(at)).toBe('2026/11/25 00:05:09')
    expect(parseEcpayDate('2026/11/25 00:05:09')?.toISOString()).toBe(at.toISOString())
    expect(parseEcpayDate('25/11/2026')).toBeUndefined()
  })
})
