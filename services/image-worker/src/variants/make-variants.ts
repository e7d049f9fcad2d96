import { imageVariantWidths, type ImageVariantFormat } from '@tessera/proto'
import sharp, { type Metadata } from 'sharp'
import { ImageTimeoutError, UnusableJobError } from '../optimise/optimise-image.js'

export interface VariantOptions {
  formats: readonly ImageVariantFormat[]
  quality: number
  maxInputPixels: number
  /** Time left for decoding and every encoding. */
  timeoutMs: number
}

export interface EncodedVariant {
  format: ImageVariantFormat
  width: number
  height: number
  data: Buffer
}

/**
 * The widths to make of an image `width` pixels wide: the standard ones below it, and its own
 * width when that is below the largest standard one, so the full size comes in the light
 * formats too. Never wider than the image: a copy is never upscaled.
 */
export function variantWidths(width: number): number[] {
  const below: number[] = imageVariantWidths.filter((w) => w < width)
  const largest = imageVariantWidths[imageVariantWidths.length - 1]!
  return width <= largest && !below.includes(width) ? [...below, width] : below
}

/**
 * Decodes once (within the pixel limit, applying the EXIF orientation), then encodes each
 * width in each format, without metadata. Animated images are left alone (their copies would
 * lose the animation or weigh more than the original): the answer is empty.
 */
export async function makeVariants(
  input: Buffer,
  options: VariantOptions,
): Promise<EncodedVariant[]> {
  const deadline = Date.now() + options.timeoutMs
  const image = sharp(input, { limitInputPixels: options.maxInputPixels, failOn: 'error' })
  let meta: Metadata
  try {
    meta = await image.metadata()
  } catch (error) {
    throw new UnusableJobError(`The image cannot be read: ${reason(error)}`)
  }
  if (!meta.width || !meta.height) throw new UnusableJobError('The image has no size')
  if ((meta.pages ?? 1) > 1) return []
  // Orientations 5 to 8 swap the sides.
  const turned = (meta.orientation ?? 1) >= 5
  const width = turned ? meta.height : meta.width
  const height = turned ? meta.width : meta.height
  const base = image.rotate()
  const out: EncodedVariant[] = []
  for (const target of variantWidths(width)) {
    const targetHeight = Math.max(1, Math.round((height * target) / width))
    for (const format of options.formats) {
      const left = deadline - Date.now()
      if (left <= 0) throw new ImageTimeoutError(options.timeoutMs)
      let pipeline = base.clone().resize({ width: target, height: targetHeight, fit: 'fill' })
      // AVIF at effort 4 is sharp's default: most of the saving for a fraction of effort 9's time.
      pipeline =
        format === 'avif'
          ? pipeline.avif({ quality: options.quality, effort: 4 })
          : pipeline.webp({ quality: Math.min(100, options.quality + 15), effort: 4 })
      try {
        const { data, info } = await pipeline
          .timeout({ seconds: Math.max(1, Math.ceil(left / 1000)) })
          .toBuffer({ resolveWithObject: true })
        out.push({ format, width: info.width, height: info.height, data })
      } catch (error) {
        const message = reason(error)
        if (/timeout/i.test(message)) throw new ImageTimeoutError(options.timeoutMs)
        throw new UnusableJobError(`The image could not be processed: ${message}`)
      }
    }
  }
  return out
}

function reason(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim()
}
