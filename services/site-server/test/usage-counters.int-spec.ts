import { testStack } from '@tessera/kit/testing'
import { Redis } from 'ioredis'
import type { Logger } from 'pino'
import type { DataSource } from 'typeorm'
import { afterAll, describe, expect, it } from 'vitest'
import type { SiteServerConfig } from '../src/config.js'
import { UsageCounters } from '../src/usage/usage-counters.js'

const stack = testStack()
const redis = new Redis(stack.redisUrl)
afterAll(() => redis.quit())

/**
 * Counters on the real Redis, with PostgreSQL stood in by one usage row whose write waits until
 * `release` is called: a read can then come while the counts are in neither store.
 */
function countersWithHeldWrite() {
  const row = { views: '0', bandwidth: '0' }
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const dataSource = {
    getRepository: () => ({ findOneBy: () => Promise.resolve({ ...row }) }),
    query: async (_sql: string, [, views, bytes]: [string, number, number]) => {
      await held
      row.views = String(Number(row.views) + views)
      row.bandwidth = String(Number(row.bandwidth) + bytes)
    },
  } as unknown as DataSource
  const config = {
    REDIS_PREFIX: `${stack.redisPrefix}:usage-test-${Date.now()}`,
  } as SiteServerConfig
  const counters = new UsageCounters(redis, dataSource, config, {
    warn() {},
    error() {},
  } as unknown as Logger)
  return { counters, release }
}

describe('usage totals', () => {
  it('count what a replica is moving to PostgreSQL, not zero', async () => {
    const { counters, release } = countersWithHeldWrite()
    counters.count('site-1', 5, 3000)
    await counters.flushToRedis()
    expect(await counters.totals('site-1')).toEqual({
      totalSiteViewCount: 5,
      totalBandwidth: 3000,
    })
    // The counts leave Redis; PostgreSQL has them only once the write is released.
    const moving = counters.flushToDatabase()
    await new Promise((resolve) => setTimeout(resolve, 20))
    const read = counters.totals('site-1')
    setTimeout(release, 60)
    expect(await read).toEqual({ totalSiteViewCount: 5, totalBandwidth: 3000 })
    await moving
    expect(await counters.totals('site-1')).toEqual({
      totalSiteViewCount: 5,
      totalBandwidth: 3000,
    })
  })
})
