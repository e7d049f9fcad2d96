import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { encodeIco, makeIcons } from './make-icons.js'

const options = { maxInputPixels: 4000 * 4000, timeoutMs: 20_000 }

/** The images an ICO file holds, as its directory lists them, and each one's bytes. */
function readIco(ico: Buffer): Array<{ side: number; bpp: number; png: Buffer }> {
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1])
  return Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
    const entry = 6 + 16 * index
    const length = ico.readUInt32LE(entry + 8)
    const offset = ico.readUInt32LE(entry + 12)
    return {
      side: ico.readUInt8(entry) || 256,
      bpp: ico.readUInt16LE(entry + 6),
      png: ico.subarray(offset, offset + length),
    }
  })
}

describe('icon files from one image', () => {
  it('are a favicon.ico of 16, 32 and 48 px and square PNGs of 180, 192 and 512 px', async () => {
    // Wide, with transparency: fitted whole inside each square.
    const input = await sharp({
      create: {
        width: 600,
        height: 300,
        channels: 4,
        background: { r: 200, g: 40, b: 40, alpha: 1 },
      },
    })
      .png()
      .toBuffer()
    const icons = await makeIcons(input, options)
    expect(icons.map((icon) => [icon.contentType, icon.size])).toEqual([
      ['image/x-icon', 48],
      ['image/png', 180],
      ['image/png', 192],
      ['image/png', 512],
    ])
    const inside = readIco(icons[0]!.data)
    expect(inside.map(({ side, bpp }) => [side, bpp])).toEqual([
      [16, 32],
      [32, 32],
      [48, 32],
    ])
    for (const { side, png } of inside) {
      const meta = await sharp(png).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['png', side, side])
    }
    for (const icon of icons.slice(1)) {
      const meta = await sharp(icon.data).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['png', icon.size, icon.size])
    }
    // Above and below the wide picture: transparent, except on the apple-touch-icon (white).
    const corner = async (png: Buffer) => [
      ...(await sharp(png)
        .ensureAlpha()
        .extract({ left: 0, top: 0, width: 1, height: 1 })
        .raw()
        .toBuffer()),
    ]
    expect((await corner(icons[3]!.data))[3]).toBe(0)
    expect(await corner(icons[1]!.data)).toEqual([255, 255, 255, 255])
    const middle = await sharp(icons[3]!.data)
      .extract({ left: 256, top: 256, width: 1, height: 1 })
      .raw()
      .toBuffer()
    expect([...middle].slice(0, 3)).toEqual([200, 40, 40])
  })

  it('enlarge a small image and refuse bytes that are not an image', async () => {
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#39c' } })
      .png()
      .toBuffer()
    const icons = await makeIcons(tiny, options)
    expect((await sharp(icons.at(-1)!.data).metadata()).width).toBe(512)
    await expect(makeIcons(Buffer.from('not an image'), options)).rejects.toThrow(/cannot be read/)
  })

  it('write a 256 px side as 0 and refuse larger ones', () => {
    const png = Buffer.from([1, 2, 3])
    const ico = encodeIco([{ size: 256, png }])
    expect(ico.readUInt8(6)).toBe(0)
    expect(ico.subarray(22)).toEqual(png)
    expect(() => encodeIco([{ size: 300, png }])).toThrow(RangeError)
  })
})
