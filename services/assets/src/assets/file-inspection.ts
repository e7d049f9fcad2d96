import { ApiError } from '@tessera/kit'
import sharp from 'sharp'
import {
  assetContentTypes,
  MAX_ASSET_BYTES,
  RASTER_TYPES,
  type AssetContentType,
} from './content-types.js'
import { looksLikeSvg, sniffBinaryType, utf8Text } from './file-signature.js'
import { svgDimensions } from './svg-dimensions.js'
import { svgHazard } from './svg-safety.js'
import { errors } from '../errors.js'

export interface ImageLimits {
  minWidth: number
  minHeight: number
  maxWidth: number
  maxHeight: number
}

/** What the bytes tell of an image: its intrinsic size, when it has one. */
export interface Inspection {
  width?: number
  height?: number
}

const label = (type: AssetContentType) => assetContentTypes[type].label

export const fileTooBig = () =>
  errors.FILE_SIZE_BIG(`Files can be at most ${MAX_ASSET_BYTES} bytes`)

function wrongType(declared: AssetContentType, found: string): ApiError {
  return errors.FILE_TYPE(`The file is ${found}, not ${label(declared)}`)
}

/** What the bytes are, as a short phrase for an error message. */
function describe(bytes: Uint8Array): string {
  const sniffed = sniffBinaryType(bytes)
  if (sniffed) return `a ${label(sniffed)} file`
  const text = utf8Text(bytes.subarray(0, 64 * 1024))
  if (text !== undefined) return looksLikeSvg(text) ? 'an SVG file' : 'a text file'
  return 'not a file type we accept'
}

/**
 * Checks that the bytes are what their content type says, by their contents and never a name:
 * magic numbers for binary types, well-formed UTF-8 for text, no active content in SVG, and for
 * raster images the dimensions (read from the header, before any pixel is decoded) and one full
 * decode, which finds truncated and corrupt files. Answers the image's size where known: a raster
 * image's always, an SVG's when its root element gives one.
 */
export async function inspectFile(
  bytes: Buffer,
  declared: AssetContentType,
  limits: ImageLimits,
): Promise<Inspection> {
  if (bytes.length > MAX_ASSET_BYTES) throw fileTooBig()
  if (declared === 'text/javascript') {
    if (sniffBinaryType(bytes) || utf8Text(bytes) === undefined)
      throw wrongType(declared, describe(bytes))
    return {}
  }
  if (declared === 'image/svg+xml') {
    const text = utf8Text(bytes)
    if (text === undefined || !looksLikeSvg(text)) throw wrongType(declared, describe(bytes))
    const hazard = svgHazard(text)
    if (hazard) {
      throw errors.invalid_file(
        `SVG files must not contain scripts or other active content (found ${hazard})`,
      )
    }
    return svgDimensions(text) ?? {}
  }
  if (sniffBinaryType(bytes) !== declared) throw wrongType(declared, describe(bytes))
  if (!RASTER_TYPES.has(declared)) return {}
  return inspectRaster(bytes, limits)
}

/** Dimensions first (a decompression bomb is refused by its header), then one full decode. */
export async function inspectRaster(bytes: Buffer, limits: ImageLimits): Promise<Inspection> {
  let width: number
  let height: number
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata()
    width = meta.width
    height = meta.pageHeight ?? meta.height
  } catch {
    throw corrupt()
  }
  checkDimensions(width, height, limits)
  try {
    await sharp(bytes, { limitInputPixels: limits.maxWidth * limits.maxHeight, failOn: 'warning' })
      .resize(32, 32, { fit: 'inside' })
      .raw()
      .toBuffer()
  } catch {
    throw corrupt()
  }
  return { width, height }
}

export function checkDimensions(width: number, height: number, limits: ImageLimits): void {
  if (width > limits.maxWidth)
    throw dimension('IMAGE_MAX_WIDTH', `at most ${limits.maxWidth} pixels wide`, width, height)
  if (height > limits.maxHeight)
    throw dimension('IMAGE_MAX_HEIGHT', `at most ${limits.maxHeight} pixels high`, width, height)
  if (width < limits.minWidth)
    throw dimension('IMAGE_MIN_WIDTH', `at least ${limits.minWidth} pixels wide`, width, height)
  if (height < limits.minHeight)
    throw dimension('IMAGE_MIN_HEIGHT', `at least ${limits.minHeight} pixels high`, width, height)
}

function dimension(
  code: 'IMAGE_MAX_WIDTH' | 'IMAGE_MAX_HEIGHT' | 'IMAGE_MIN_WIDTH' | 'IMAGE_MIN_HEIGHT',
  rule: string,
  width: number,
  height: number,
): ApiError {
  return errors[code](`Images must be ${rule}; this one is ${width}x${height}`)
}

const corrupt = () => errors.invalid_file('The image is truncated or corrupt and cannot be decoded')
