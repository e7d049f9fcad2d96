import { afterEach, describe, expect, it, vi } from 'vitest'
import { DocumentImageSizes, urlsIn } from './document-image-sizes.js'

const sizes = new Map([['https://cdn.test/a.png', { width: 640, height: 480 }]])

afterEach(() => {
  vi.useRealTimers()
})

describe("a document's image sizes", () => {
  it('are asked for once, however many pages render', async () => {
    const load = vi.fn(() => Promise.resolve(sizes))
    const images = new DocumentImageSizes(load, 1000, () => {})
    const answers = await Promise.all([images.get(), images.get(), images.get()])
    expect(await images.get()).toEqual({ sizes, complete: true })
    expect(answers.every((a) => a.complete && a.sizes === sizes)).toBe(true)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('go without after a failure, and are asked for again once the retry time has passed', async () => {
    vi.useFakeTimers({ now: 1_000_000 })
    const errors: unknown[] = []
    const load = vi
      .fn<() => Promise<typeof sizes>>()
      .mockRejectedValueOnce(new Error('unavailable'))
      .mockResolvedValue(sizes)
    const images = new DocumentImageSizes(load, 5000, (err) => errors.push(err))
    const failed = await images.get()
    expect(failed).toEqual({ sizes: new Map(), complete: false })
    expect(errors).toEqual([new Error('unavailable')])
    vi.setSystemTime(1_004_999)
    expect(await images.get()).toBe(failed)
    expect(load).toHaveBeenCalledTimes(1)
    vi.setSystemTime(1_005_000)
    expect(await images.get()).toEqual({ sizes, complete: true })
    vi.setSystemTime(2_000_000)
    expect(await images.get()).toEqual({ sizes, complete: true })
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe('the URLs a document names', () => {
  it('are its absolute URL values, in order, once each', () => {
    const pages = JSON.stringify({
      '/home': {
        a: { inputs: { src: 'https://cdn.test/a.png', alt: 'see https://cdn.test/b.png' } },
        b: { inputs: { src: 'http://cdn.test/c.png?v=1', href: '/about' } },
        c: { inputs: { src: 'https://cdn.test/a.png', poster: 'data:image/png;base64,AAAA' } },
      },
    })
    const context = JSON.stringify({ favicon: 'https://cdn.test/icon.svg', css: 'url(x.png)' })
    expect(urlsIn([context, pages])).toEqual([
      'https://cdn.test/icon.svg',
      'https://cdn.test/a.png',
      'http://cdn.test/c.png?v=1',
    ])
  })

  it('include the addresses of background images, after the whole values', () => {
    const pages = JSON.stringify({
      '/home': {
        a: { style: { 'background-image': 'url("https://cdn.test/bg.png")' } },
        b: { style: { 'background-image': "url('https://cdn.test/bg2.jpg')" } },
        c: { inputs: { src: 'https://cdn.test/a.png' } },
      },
    })
    expect(urlsIn([pages])).toEqual([
      'https://cdn.test/a.png',
      'https://cdn.test/bg.png',
      'https://cdn.test/bg2.jpg',
    ])
  })

  it('stop at as many as the assets service answers for', () => {
    const many = JSON.stringify(Array.from({ length: 2500 }, (_, i) => `https://cdn.test/${i}.png`))
    const urls = urlsIn([many])
    expect(urls).toHaveLength(2000)
    expect(urls[1999]).toBe('https://cdn.test/1999.png')
  })
})
