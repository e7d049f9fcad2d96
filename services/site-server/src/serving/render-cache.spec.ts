import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'
import { CachedResponse, chooseEncoding, RenderCache } from './render-cache.js'

const page = (text: string) =>
  new CachedResponse(
    200,
    'text/html; charset=utf-8',
    Buffer.from(text),
    text.length.toString(),
    true,
  )

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5', 'br'],
    ['identity', 'identity'],
    ['gzip;q=0', 'identity'],
    ['brotli', 'identity'],
  ])('%j gives %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected)
  })
})

describe('CachedResponse', () => {
  it('compresses on demand, and the bytes come back the same', () => {
    const text = '<p>hello</p>'.repeat(500)
    const entry = page(text)
    const br = entry.variant('br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).toString()).toBe(text)
    expect(gunzipSync(entry.variant('gzip').body).toString()).toBe(text)
    expect(entry.variant('identity').headers['content-encoding']).toBeUndefined()
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(br.headers.etag).toBe(entry.etag)
  })

  it('sends small bodies as they are', () => {
    expect(page('tiny').variant('br').headers['content-encoding']).toBeUndefined()
  })
})

describe('RenderCache', () => {
  it('drops the least recently used entries past its byte budget', () => {
    const cache = new RenderCache(250)
    cache.set('a', page('a'.repeat(100)))
    cache.set('b', page('b'.repeat(100)))
    cache.get('a')
    cache.set('c', page('c'.repeat(100)))
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBeDefined()
    expect(cache.get('c')).toBeDefined()
    expect(cache.usedBytes).toBe(200)
  })

  it('counts a body shared by several keys once', () => {
    const cache = new RenderCache(1000)
    const shared = page('x'.repeat(300))
    cache.set('/', shared)
    cache.set('/home', shared)
    expect(cache.usedBytes).toBe(300)
    cache.set('/', page('y'))
    expect(cache.usedBytes).toBe(301)
  })

  it('lets a response made without everything it needs go once it expires', () => {
    const cache = new RenderCache(1000)
    const text = 'z'.repeat(50)
    const expiresAt = Date.now() + 60_000
    const brief = new CachedResponse(200, 'text/html', Buffer.from(text), 'e', true, expiresAt)
    cache.set('/', brief)
    cache.set('/home', brief)
    cache.set('/kept', page('k'))
    expect(cache.get('/')).toBe(brief)
    vi.useFakeTimers({ now: expiresAt })
    try {
      expect(cache.get('/')).toBeUndefined()
      expect(cache.get('/home')).toBeUndefined()
      expect(cache.get('/kept')).toBeDefined()
      expect(cache.size).toBe(1)
      expect(cache.usedBytes).toBe(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('bounds the number of keys too', () => {
    const cache = new RenderCache(1_000_000, 2)
    for (const key of ['a', 'b', 'c']) cache.set(key, page(key))
    expect(cache.size).toBe(2)
    expect(cache.get('a')).toBeUndefined()
  })
})

describe('RenderCache: collections', () => {
  const showing = (text: string, ...collections: string[]) => {
    const entry = page(text)
    entry.collections = collections
    return entry
  }

  it('drops exactly the responses that show a changed collection, every key of them', () => {
    const cache = new RenderCache(1_000_000)
    const blog = showing('blog', 's1|posts')
    cache.set('s1|/blog', blog)
    cache.set('s1|#|/blog', blog)
    cache.set('s1|/blog/bread', showing('bread', 's1|posts', 's1|authors'))
    cache.set('s1|/team', showing('team', 's1|team'))
    cache.set('s1|/about', page('about'))
    cache.set('s2|/blog', showing('other site', 's2|posts'))

    cache.dropCollection('s1', 'posts')
    expect(cache.get('s1|/blog')).toBeUndefined()
    expect(cache.get('s1|#|/blog')).toBeUndefined()
    expect(cache.get('s1|/blog/bread')).toBeUndefined()
    expect(cache.get('s1|/team')).toBeDefined()
    expect(cache.get('s1|/about')).toBeDefined()
    expect(cache.get('s2|/blog')).toBeDefined()
    expect(cache.usedBytes).toBe('team'.length + 'about'.length + 'other site'.length)

    // The authors' change finds nothing more to drop: the page went with the posts.
    cache.dropCollection('s1', 'authors')
    expect(cache.size).toBe(3)
  })

  it('forgets every collection page when changes may have been missed, and nothing else', () => {
    const cache = new RenderCache(1_000_000)
    cache.set('a', showing('a', 's1|posts'))
    cache.set('b', showing('b', 's2|team'))
    cache.set('c', page('c'))
    cache.dropCollection('*', '')
    expect([cache.get('a'), cache.get('b'), cache.get('c')?.body.toString()]).toEqual([
      undefined,
      undefined,
      'c',
    ])
  })

  it('tells a page made across a change of its site from one made after it', () => {
    const cache = new RenderCache(1_000_000)
    const mark = cache.mark('s1')
    cache.dropCollection('s2', 'posts')
    expect(cache.changedSince('s1', mark)).toBe(false)
    cache.dropCollection('s1', 'posts')
    expect(cache.changedSince('s1', mark)).toBe(true)
    const later = cache.mark('s1')
    cache.dropCollection('*', '')
    expect(cache.changedSince('s1', later)).toBe(true)
  })

  it('keeps no key of a response it evicted', () => {
    const cache = new RenderCache(10)
    cache.set('a', showing('123456', 's1|posts'))
    cache.set('b', showing('7890123', 's1|posts'))
    expect(cache.get('a')).toBeUndefined()
    cache.dropCollection('s1', 'posts')
    expect(cache.size).toBe(0)
    expect(cache.usedBytes).toBe(0)
  })
})
