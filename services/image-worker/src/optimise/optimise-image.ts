import type { ImageInputFormat, ImageOptimizeAlgo, ImageOutputFormat } from '@tessera/proto'
import sharp from 'sharp'

export interface OptimiseOptions {
  inputFormat: ImageInputFormat
  outputFormat: ImageOutputFormat
  optimizeAlgo: ImageOptimizeAlgo
  quality: number
  maxDimension: number
  maxInputPixels: number
  /** Time left for decoding and encoding. */
  timeoutMs: number
}

export interface OptimisedImage {
  data: Buffer
  width: number
  height: number
}

/** The job cannot succeed as posted (bad input, or outside its limits): retrying cannot help. */
export class UnusableJobError extends Error {
  override name = 'UnusableJobError'
}

const sharpFormat: Record<ImageInputFormat, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp' }

/**
 * Decodes within the pixel limit (failing on truncated or corrupt data), applies the EXIF
 * orientation, scales down to fit, and encodes without metadata (sharp drops EXIF, XMP and
 * comments unless asked to keep them).
 */
export async function optimiseImage(
  input: Buffer,
  options: OptimiseOptions,
): Promise<OptimisedImage> {
  // One instance reads the header, then runs the pipeline: the input is opened once.
  const image = sharp(input, {
    limitInputPixels: options.maxInputPixels,
    failOn: 'warning',
    sequentialRead: true,
  })
  let format: string | undefined
  try {
    format = (await image.metadata()).format
  } catch (error) {
    throw new UnusableJobError(`The image cannot be read: ${reason(error)}`)
  }
  if (format !== sharpFormat[options.inputFormat]) {
    throw new UnusableJobError(
      `The file is ${format ?? 'not an image'}, not ${options.inputFormat}`,
    )
  }
  const lossless = options.optimizeAlgo === 'lossless'
  let pipeline = image.rotate().resize({
    width: options.maxDimension,
    height: options.maxDimension,
    fit: 'inside',
    withoutEnlargement: true,
  })
  const quality = options.quality
  switch (options.outputFormat) {
    case 'webp':
      pipeline = pipeline.webp({ quality, lossless })
      break
    case 'avif':
      pipeline = pipeline.avif({ quality, lossless })
      break
    case 'jpeg':
      pipeline = pipeline.jpeg({ quality, mozjpeg: options.optimizeAlgo === 'mozjpeg' })
      break
    case 'png':
      pipeline = pipeline.png({
        quality,
        palette: options.optimizeAlgo === 'pngquant',
        compressionLevel: 9,
      })
      break
  }
  const encoding = pipeline
    .timeout({ seconds: Math.max(1, Math.ceil(options.timeoutMs / 1000)) })
    .toBuffer({ resolveWithObject: true })
    .then(
      ({ data, info }) => ({ data, width: info.width, height: info.height }),
      (error: unknown) => {
        const message = reason(error)
        if (/timeout/i.test(message)) throw new ImageTimeoutError(options.timeoutMs)
        throw new UnusableJobError(`The image could not be processed: ${message}`)
      },
    )
  return withDeadline(encoding, options.timeoutMs)
}

/** libvips stops at its timeout between tiles, but an encoder call (AVIF) runs to its end. */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ImageTimeoutError(ms)), ms)
  })
  work.catch(() => undefined)
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer))
}

export class ImageTimeoutError extends Error {
  override name = 'ImageTimeoutError'
  constructor(ms: number) {
    super(`Image processing took longer than ${ms} ms`)
  }
}

function reason(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim()
}
