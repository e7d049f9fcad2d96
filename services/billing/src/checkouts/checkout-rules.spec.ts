import { describe, expect, it } from 'vitest'
import { newTradeNo, periodEnd, priceOf, settleAmount } from './checkout-rules.js'

describe('checkout rules', () => {
  it('prices from the plan table, in US cents', () => {
    expect(priceOf('Paid1', 'Monthly')).toBe(3000)
    expect(priceOf('Paid2', 'Yearly')).toBe(6000)
    expect(priceOf('Paid3', 'Daily')).toBe(1500)
    expect(settleAmount(3000, 32)).toBe(960)
    expect(settleAmount(1, 32.5)).toBe(1)
  })

  it('ends periods a day, a month or a year later, clamping to the end of a month', () => {
    const start = new Date('2026-01-31T10:00:00Z')
    expect(periodEnd(start, 'Daily').toISOString()).toBe('2026-02-01T10:00:00.000Z')
    expect(periodEnd(start, 'Monthly').toISOString()).toBe('2026-02-28T10:00:00.000Z')
    expect(periodEnd(new Date('2028-02-29T00:00:00Z'), 'Yearly').toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    )
  })

  it('makes 20-character alphanumeric trade numbers that do not repeat', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 1000; i++) {
      const no = newTradeNo('P')
      expect(no).toMatch(/^P[A-Z0-9]{19}$/)
      seen.add(no)
    }
    expect(seen.size).toBe(1000)
  })
})
