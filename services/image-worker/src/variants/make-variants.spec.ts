import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { makeVariants, variantWidths } from './make-variants.js'

const options = { formats: ['avif', 'webp'] as const, quality: 60, maxInputPixels: 4000 * 4000 }

describe('responsive copies', () => {
  it('come at the standard widths below the image, and at its own when not too wide', () => {
    expect(variantWidths(2400)).toEqual([320, 640, 960, 1280, 1920])
    expect(variantWidths(1920)).toEqual([320, 640, 960, 1280, 1920])
    expect(variantWidths(700)).toEqual([320, 640, 700])
    expect(variantWidths(640)).toEqual([320, 640])
    expect(variantWidths(120)).toEqual([120])
  })

  it('are never upscaled, keep the proportions and carry no metadata', async () => {
    const input = await sharp({
      create: { width: 330, height: 200, channels: 3, background: '#39c' },
    })
      .withMetadata({ density: 300 })
      .png()
      .toBuffer()
    const copies = await makeVariants(input, { ...options, timeoutMs: 20_000 })
    expect(copies.map((c) => [c.format, c.width, c.height])).toEqual([
      ['avif', 320, 194],
      ['webp', 320, 194],
      ['avif', 330, 200],
      ['webp', 330, 200],
    ])
    for (const copy of copies) {
      const meta = await sharp(copy.data).metadata()
      expect([meta.width, meta.height, meta.exif, meta.icc]).toEqual([
        copy.width,
        copy.height,
        undefined,
        undefined,
      ])
    }
  })

  it('leave animated images alone', async () => {
    // Two different frames (the GIF encoder merges equal ones).
    const frames = await Promise.all(
      ['#c33', '#3c3'].map((background) =>
        sharp({ create: { width: 40, height: 40, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    )
    const animated = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer()
    expect((await sharp(animated, { animated: true }).metadata()).pages).toBe(2)
    expect(await makeVariants(animated, { ...options, timeoutMs: 10_000 })).toEqual([])
  })
})
