import { describe, expect, it } from 'vitest'
import {
  BILLING_COUNTRIES,
  billingCountryByCode,
  formatUsd,
  isBillingName,
  isBillingPhone,
} from './plans.js'

describe('billing details', () => {
  it('offers 27 countries, each with a unique three-digit code and a phone prefix', () => {
    expect(BILLING_COUNTRIES).toHaveLength(27)
    expect(new Set(BILLING_COUNTRIES.map((c) => c.code)).size).toBe(27)
    expect(new Set(BILLING_COUNTRIES.map((c) => c.iso)).size).toBe(27)
    for (const c of BILLING_COUNTRIES) {
      expect(c.code).toMatch(/^\d{3}$/)
      expect(c.phonePrefix).toMatch(/^\d{1,3}$/)
    }
    expect(billingCountryByCode('158')).toEqual({ iso: 'TW', code: '158', phonePrefix: '886' })
  })

  it('accepts names of at least 2 letters with the allowed punctuation', () => {
    for (const ok of ['Ann Lee', '王小明', 'Lee, J. (Acme) / R-D', 'Ab', '陳明1'])
      expect(isBillingName(ok), ok).toBe(true)
    for (const bad of ['A', '12', 'A1', '陳1', 'Ann_Lee', 'Ann!', '', '  ', 'Ann\nLee'])
      expect(isBillingName(bad), bad).toBe(false)
  })

  it('accepts phone numbers of 6 to 15 digits', () => {
    expect(isBillingPhone('0912345678')).toBe(true)
    expect(isBillingPhone('0912-345 678')).toBe(true)
    expect(isBillingPhone('12345')).toBe(false)
    expect(isBillingPhone('1234567890123456')).toBe(false)
    expect(isBillingPhone('+886912345678')).toBe(false)
  })

  it("shows cents as US dollars with '.00' dropped", () => {
    expect(formatUsd(3000)).toBe('$30')
    expect(formatUsd(15000)).toBe('$150')
    expect(formatUsd(300)).toBe('$3')
    expect(formatUsd(1250)).toBe('$12.50')
    expect(formatUsd(0)).toBe('$0')
  })
})
