import { afterEach, describe, expect, it, vi } from 'vitest'
import { DocumentImageSizes } from './document-image-sizes.js'

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
