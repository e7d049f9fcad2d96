import { imageIconIcoSizes, imageIconPngSizes } from '@tessera/proto'
import sharp, { type Sharp } from 'sharp'
import { ImageTimeoutError, UnusableJobError } from '../optimise/optimise-image.js'

export interface IconOptions {
  maxInputPixels: number
  /** Time left for decoding and every encoding. */
  timeoutMs: number
}

export interface EncodedIcon {
  contentType: 'image/x-icon' | 'image/png'
  /** The side in pixels; an ICO's largest. */
  size: number
  data: Buffer
}

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 }
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 }
/** The apple-touch-icon: iOS paints transparent pixels black, so it gets a white ground. */
const OPAQUE_SIZE = 180

/**
 * The icon files of one image: favicon.ico (16, 32 and 48 px, each a PNG inside it) and square
 * PNGs at 180 (apple-touch-icon), 192 and 512 px (a web app manifest's). An image that is not
 * square is fitted whole inside the square, centred; a small one is enlarged (an icon needs
 * every size). An animated image gives its first frame.
 */
export async function makeIcons(input: Buffer, options: IconOptions): Promise<EncodedIcon[]> {
  const deadline = Date.now() + options.timeoutMs
  const image = sharp(input, { limitInputPixels: options.maxInputPixels, failOn: 'error' })
  try {
    const meta = await image.metadata()
    if (!meta.width || !meta.height) throw new UnusableJobError('The image has no size')
  } catch (error) {
    if (error instanceof UnusableJobError) throw error
    throw new UnusableJobError(`The image cannot be read: ${reason(error)}`)
  }
  const base = image.rotate()
  const square = async (size: number): Promise<Buffer> => {
    const left = deadline - Date.now()
    if (left <= 0) throw new ImageTimeoutError(options.timeoutMs)
    const opaque = size === OPAQUE_SIZE
    let pipeline: Sharp = base.clone().resize({
      width: size,
      height: size,
      fit: 'contain',
      background: opaque ? WHITE : TRANSPARENT,
    })
    if (opaque) pipeline = pipeline.flatten({ background: WHITE })
    try {
      return await pipeline
        .png({ compressionLevel: 9, palette: size > 48, quality: 90, effort: 7 })
        .timeout({ seconds: Math.max(1, Math.ceil(left / 1000)) })
        .toBuffer()
    } catch (error) {
      const message = reason(error)
      if (/timeout/i.test(message)) throw new ImageTimeoutError(options.timeoutMs)
      throw new UnusableJobError(`The image could not be processed: ${message}`)
    }
  }
  const icoImages: Array<{ size: number; png: Buffer }> = []
  for (const size of imageIconIcoSizes) icoImages.push({ size, png: await square(size) })
  const icons: EncodedIcon[] = [
    {
      contentType: 'image/x-icon',
      size: Math.max(...imageIconIcoSizes),
      data: encodeIco(icoImages),
    },
  ]
  for (const size of imageIconPngSizes) {
    icons.push({ contentType: 'image/png', size, data: await square(size) })
  }
  return icons
}

/**
 * An ICO file holding PNG images (read by every browser since 2007): a 6-byte header, a 16-byte
 * entry per image (its side, 32 bits a pixel, its length and offset), then the PNGs.
 */
export function encodeIco(images: ReadonlyArray<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = header.length
  images.forEach(({ size, png }, index) => {
    if (size < 1 || size > 256) throw new RangeError(`An ICO image is 1 to 256 px, not ${size}`)
    const entry = 6 + 16 * index
    // A side of 256 is written as 0.
    header.writeUInt8(size % 256, entry)
    header.writeUInt8(size % 256, entry + 1)
    header.writeUInt8(0, entry + 2)
    header.writeUInt8(0, entry + 3)
    header.writeUInt16LE(1, entry + 4)
    header.writeUInt16LE(32, entry + 6)
    header.writeUInt32LE(png.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += png.length
  })
  return Buffer.concat([header, ...images.map(({ png }) => png)])
}

function reason(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim()
}
