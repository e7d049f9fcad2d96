import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { optimiseImage, UnusableJobError, type OptimiseOptions } from './optimise-image.js'

const options: OptimiseOptions = {
  inputFormat: 'jpeg',
  outputFormat: 'webp',
  optimizeAlgo: '',
  quality: 85,
  maxDimension: 1000,
  maxInputPixels: 4000 * 4000,
  timeoutMs: 10_000,
}

const photo = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: '#6a9' },
  }).composite([
    {
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fd8"/></svg>`,
      ),
    },
  ])

describe('optimising an image', () => {
  it.each(['webp', 'avif', 'jpeg', 'png'] as const)(
    'writes %s, scaled down to fit',
    async (format) => {
      const input = await photo(2000, 1000).jpeg({ quality: 95 }).toBuffer()
      const out = await optimiseImage(input, { ...options, outputFormat: format })
      const meta = await sharp(out.data).metadata()
      expect([out.width, out.height, meta.width, meta.height]).toEqual([1000, 500, 1000, 500])
      expect(meta.format).toBe(format === 'avif' ? 'heif' : format)
    },
  )

  it('never scales up, and drops metadata after applying the orientation', async () => {
    const input = await photo(60, 30).withMetadata({ orientation: 6 }).jpeg().toBuffer()
    const out = await optimiseImage(input, options)
    const meta = await sharp(out.data).metadata()
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([
      30,
      60,
      undefined,
      undefined,
    ])
  })

  it('uses the chosen encoder: pngquant gives a palette PNG', async () => {
    const input = await photo(200, 100).png().toBuffer()
    const out = await optimiseImage(input, {
      ...options,
      inputFormat: 'png',
      outputFormat: 'png',
      optimizeAlgo: 'pngquant',
    })
    expect((await sharp(out.data).metadata()).isPalette).toBe(true)
  })

  it('refuses inputs that cannot succeed, with their reason', async () => {
    const png = await photo(50, 50).png().toBuffer()
    await expect(optimiseImage(png, options)).rejects.toThrow(
      new UnusableJobError('The file is png, not jpeg'),
    )
    const big = await photo(300, 300).jpeg().toBuffer()
    await expect(optimiseImage(big, { ...options, maxInputPixels: 300 * 299 })).rejects.toThrow(
      /cannot be read: Input image exceeds pixel limit/,
    )
    const jpeg = await photo(300, 200).jpeg().toBuffer()
    await expect(optimiseImage(jpeg.subarray(0, jpeg.length / 2), options)).rejects.toThrow(
      /could not be processed: VipsJpeg: premature end of JPEG image/,
    )
  })

  it('gives up at its deadline, even inside an encoder', async () => {
    const noise = await sharp({
      create: {
        width: 600,
        height: 600,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer()
    const started = Date.now()
    await expect(
      optimiseImage(noise, { ...options, outputFormat: 'avif', timeoutMs: 200 }),
    ).rejects.toThrow('Image processing took longer than 200 ms')
    expect(Date.now() - started).toBeLessThan(1500)
  })
})
