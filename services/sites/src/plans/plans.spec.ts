import { describe, expect, it } from 'vitest'
import { allowances, assetAllowance, plans } from './plans.js'

describe('plans', () => {
  it('follows the plan table of DESIGN.md', () => {
    expect(plans.Free).toEqual({ siteBytes: 500_000, assetBytes: 5_000_000, visitors: 10_000 })
    expect(plans.Paid1).toEqual({ siteBytes: 1_000_000, assetBytes: 50_000_000, visitors: 100_000 })
    expect(plans.Paid2).toEqual({
      siteBytes: 10_000_000,
      assetBytes: 100_000_000,
      visitors: 1_000_000,
    })
    expect(plans.Paid3).toEqual({
      siteBytes: 100_000_000,
      assetBytes: 1_000_000_000,
      visitors: 10_000_000,
    })
  })

  it('derives the save limits and allowances from the plan', () => {
    expect(allowances('Free')).toEqual({
      pagesBytes: 500_000,
      historyBytes: 500_000,
      bandwidthBytes: 10_000 * 500_000,
      customDataBytes: 500_000,
      assetBytes: 5_000_000,
      visitors: 10_000,
    })
  })

  it('gives every user the Free allowance for the identity site, plus each site', () => {
    expect(assetAllowance([])).toBe(5_000_000)
    expect(assetAllowance(['Free', 'Paid2'])).toBe(5_000_000 + 5_000_000 + 100_000_000)
  })
})
