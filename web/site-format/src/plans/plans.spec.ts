import { describe, expect, it } from 'vitest'
import { COLLECTION_ALLOWANCES, PLAN_FEATURES, PLAN_PRICES, SITE_TYPES } from './plans.js'

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

  it('never lets the top tier hold fewer than 100 collections and 100,000 items', () => {
    expect(COLLECTION_ALLOWANCES.Paid3.collections).toBeGreaterThanOrEqual(100)
    expect(COLLECTION_ALLOWANCES.Paid3.items).toBeGreaterThanOrEqual(100_000)
    // A higher tier never allows less than a lower one.
    for (const [lower, higher] of SITE_TYPES.slice(0, -1).map((t, i) => [t, SITE_TYPES[i + 1]!])) {
      expect(COLLECTION_ALLOWANCES[higher!].items).toBeGreaterThan(
        COLLECTION_ALLOWANCES[lower!].items,
      )
      expect(COLLECTION_ALLOWANCES[higher!].collections).toBeGreaterThan(
        COLLECTION_ALLOWANCES[lower!].collections,
      )
    }
  })
})
