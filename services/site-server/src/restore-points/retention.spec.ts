import { RESTORE_POINT_ALLOWANCES, SITE_TYPES } from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import { allowanceOf, pointsToDrop, type KeptPoint } from './retention.js'

const now = new Date('2026-12-07T12:00:00Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000)

/** `count` points, one a day going back from `startDay` days ago. */
function daily(count: number, kind: KeptPoint['kind'] = 'publish', startDay = 0): KeptPoint[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `${kind}-${i}`,
    kind,
    createdAt: daysAgo(startDay + i),
  }))
}

describe('restore point retention', () => {
  it('keeps Free sites at least 30 days and at least 50 points', () => {
    const free = RESTORE_POINT_ALLOWANCES.Free
    expect(free.keepDays).toBeGreaterThanOrEqual(30)
    expect(free.keepPoints).toBeGreaterThanOrEqual(50)
    // 40 points a day apart: all within 50, none dropped though ten are older than 30 days.
    expect(pointsToDrop(daily(40), free, now)).toEqual([])
    // 80 points: the ones beyond the newest 50 and older than 30 days go.
    const dropped = pointsToDrop(daily(80), free, now)
    expect(dropped).toEqual(
      daily(80)
        .slice(50)
        .map((p) => p.id),
    )
  })

  it('keeps every young point up to the bound, and never drops a named one', () => {
    const free = RESTORE_POINT_ALLOWANCES.Free
    const young = Array.from({ length: free.maxAutomatic + 5 }, (_, i) => ({
      id: `p-${i}`,
      kind: 'replace' as const,
      createdAt: new Date(now.getTime() - i * 1000),
    }))
    expect(pointsToDrop(young, free, now)).toEqual(young.slice(free.maxAutomatic).map((p) => p.id))
    expect(pointsToDrop(daily(300, 'named', 100), free, now)).toEqual([])
  })

  it('keeps more on higher tiers and every named point on Paid3', () => {
    for (let i = 1; i < SITE_TYPES.length; i++) {
      const lower = RESTORE_POINT_ALLOWANCES[SITE_TYPES[i - 1]!]
      const higher = RESTORE_POINT_ALLOWANCES[SITE_TYPES[i]!]
      expect(higher.keepDays).toBeGreaterThanOrEqual(lower.keepDays)
      expect(higher.keepPoints).toBeGreaterThanOrEqual(lower.keepPoints)
    }
    expect(RESTORE_POINT_ALLOWANCES.Paid3.namedPoints).toBeNull()
    const points = daily(60, 'publish', 0)
    expect(pointsToDrop(points, allowanceOf('Paid1'), now)).toEqual([])
    expect(pointsToDrop(points, allowanceOf('Free'), now)).toHaveLength(10)
    expect(allowanceOf('unknown')).toBe(RESTORE_POINT_ALLOWANCES.Free)
  })
})
