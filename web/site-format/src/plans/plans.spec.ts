import { describe, expect, it } from 'vitest'
import { PLAN_FEATURES, PLAN_PRICES, SITE_TYPES } from './plans.js'

describe('plans', () => {
  it('follows the plan table of DESIGN.md', () => {
    expect(PLAN_FEATURES).toEqual({
      Free: { siteBytes: 500_000, assetBytes: 5_000_000, visitors: 10_000 },
      Paid1: { siteBytes: 1_000_000, assetBytes: 50_000_000, visitors: 100_000 },
      Paid2: { siteBytes: 10_000_000, assetBytes: 100_000_000, visitors: 1_000_000 },
      Paid3: { siteBytes: 100_000_000, assetBytes: 1_000_000_000, visitors: 10_000_000 },
    })
  })

  it("has the spec's prices, in US cents", () => {
    expect(PLAN_PRICES.Daily).toEqual({ Free: 0, Paid1: 300, Paid2: 600, Paid3: 1500 })
    for (const period of ['Monthly', 'Yearly'] as const) {
      expect(SITE_TYPES.map((type) => PLAN_PRICES[period][type])).toEqual([0, 3000, 6000, 15000])
    }
  })
})
