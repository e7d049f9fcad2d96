import { ApiError } from '@tessera/kit'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { inspectFile, type ImageLimits } from './file-inspection.js'

const limits: ImageLimits = { minWidth: 8, minHeight: 8, maxWidth: 1000, maxHeight: 800 }
const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })

async function codeOf(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work
    return undefined
  } catch (error) {
    return error instanceof ApiError ? `${error.code}: ${error.message}` : String(error)
  }
}

describe('inspecting uploaded bytes', () => {
  it('accepts each raster type and reports its size', async () => {
    for (const [type, bytes] of [
      ['image/jpeg', await image(40, 30).jpeg().toBuffer()],
      ['image/png', await image(40, 30).png().toBuffer()],
      ['image/webp', await image(40, 30).webp().toBuffer()],
      ['image/gif', await image(40, 30).gif().toBuffer()],
    ] as const) {
      expect(await inspectFile(bytes, type, limits), type).toEqual({ width: 40, height: 30 })
    }
  })

  it('names what a mislabelled file really is', async () => {
    const png = await image(40, 30).png().toBuffer()
    expect(await codeOf(inspectFile(png, 'image/webp', limits))).toBe(
      'FILE_TYPE: The file is a PNG file, not WebP',
    )
    expect(await codeOf(inspectFile(Buffer.from('<svg></svg>'), 'image/png', limits))).toBe(
      'FILE_TYPE: The file is an SVG file, not PNG',
    )
    expect(await codeOf(inspectFile(Buffer.from('x = 1'), 'application/pdf', limits))).toBe(
      'FILE_TYPE: The file is a text file, not PDF',
    )
    expect(await codeOf(inspectFile(png, 'text/javascript', limits))).toMatch(/^FILE_TYPE/)
  })

  it('checks the width before the height, maximums before minimums', async () => {
    const cases: Array<[number, number, string]> = [
      [1001, 900, 'IMAGE_MAX_WIDTH'],
      [900, 801, 'IMAGE_MAX_HEIGHT'],
      [7, 4, 'IMAGE_MIN_WIDTH'],
      [8, 7, 'IMAGE_MIN_HEIGHT'],
    ]
    for (const [w, h, code] of cases) {
      const bytes = await image(w, h).png().toBuffer()
      expect(await codeOf(inspectFile(bytes, 'image/png', limits))).toMatch(
        new RegExp(`^${code}: .*${w}x${h}$`),
      )
    }
    expect(
      await codeOf(inspectFile(await image(8, 8).png().toBuffer(), 'image/png', limits)),
    ).toBeUndefined()
  })

  it('finds truncated and corrupt images by decoding them once', async () => {
    const jpeg = await image(300, 200).jpeg().toBuffer()
    const truncated = jpeg.subarray(0, jpeg.length - 200)
    expect(await codeOf(inspectFile(truncated, 'image/jpeg', limits))).toMatch(
      /^invalid_file: .*truncated or corrupt/,
    )
    const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])
    expect(await codeOf(inspectFile(header, 'image/png', limits))).toMatch(/^invalid_file/)
  })

  it('refuses SVG with scripts, and text that is not UTF-8 as JavaScript', async () => {
    const svg = Buffer.from('<svg><script>x()</script></svg>')
    expect(await codeOf(inspectFile(svg, 'image/svg+xml', limits))).toBe(
      'invalid_file: SVG files must not contain scripts or other active content (found a script)',
    )
    expect(
      await codeOf(inspectFile(Buffer.from([0x61, 0xfe, 0x62]), 'text/javascript', limits)),
    ).toMatch(/^FILE_TYPE/)
    expect(
      await inspectFile(Buffer.from('export const a = 1\n'), 'text/javascript', limits),
    ).toEqual({})
  })

  it("reports a safe SVG's size when its root element gives one, and nothing otherwise", async () => {
    const sized = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 150"><rect width="9" height="9"/></svg>',
    )
    expect(await inspectFile(sized, 'image/svg+xml', limits)).toEqual({ width: 300, height: 150 })
    const unsized = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100%"></svg>')
    expect(await inspectFile(unsized, 'image/svg+xml', limits)).toEqual({})
  })

  it('refuses anything over 10,000,000 bytes', async () => {
    expect(await codeOf(inspectFile(Buffer.alloc(10_000_001), 'application/pdf', limits))).toMatch(
      /^FILE_SIZE_BIG/,
    )
  })
})
