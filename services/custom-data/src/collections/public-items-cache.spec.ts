import { ALL_SITES } from '@tessera/kit'
import { describe, expect, it } from 'vitest'
import { PublicItemsCache } from './public-items-cache.js'

describe('the read API cache', () => {
  it('keeps an answer until its site changes, and only that site', () => {
    const cache = new PublicItemsCache(60_000)
    cache.set('a', 'k', 1, cache.mark('a'))
    cache.set('b', 'k', 2, cache.mark('b'))
    expect(cache.get('a', 'k')).toBe(1)
    cache.forget('a')
    expect(cache.get('a', 'k')).toBeUndefined()
    expect(cache.get('b', 'k')).toBe(2)
    cache.forget(ALL_SITES)
    expect(cache.get('b', 'k')).toBeUndefined()
  })

  it('does not keep an answer read before a change of its site', () => {
    const cache = new PublicItemsCache(60_000)
    const mark = cache.mark('a')
    cache.forget('a')
    cache.set('a', 'k', 'stale', mark)
    expect(cache.get('a', 'k')).toBeUndefined()
    // Another site's change does not stop it.
    const next = cache.mark('a')
    cache.forget('b')
    cache.set('a', 'k', 'fresh', next)
    expect(cache.get('a', 'k')).toBe('fresh')
  })

  it('lets an answer go at its time to live, or when a scheduled item goes live first', () => {
    const cache = new PublicItemsCache(60_000)
    const now = 1_000_000
    cache.set('a', 'ttl', 1, cache.mark('a'), undefined, now)
    cache.set('a', 'scheduled', 2, cache.mark('a'), new Date(now + 5000), now)
    expect(cache.get('a', 'ttl', now + 59_999)).toBe(1)
    expect(cache.get('a', 'ttl', now + 60_000)).toBeUndefined()
    expect(cache.get('a', 'scheduled', now + 4999)).toBe(2)
    expect(cache.get('a', 'scheduled', now + 5000)).toBeUndefined()
  })

  it('keeps nothing when its time to live is zero', () => {
    const cache = new PublicItemsCache(0)
    cache.set('a', 'k', 1, cache.mark('a'))
    expect(cache.get('a', 'k')).toBeUndefined()
  })
})
