import { describe, expect, it } from 'vitest'
import { allowances, assetAllowance } from './plans.js'

describe('plan allowances', () => {
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
