import type { AssetContentType } from './content-types.js'

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  bytes.length >= start + text.length &&
  [...text].every((c, i) => bytes[start + i] === c.charCodeAt(0))

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b)

/** ISO base media brands that are MP4 video (not HEIC/AVIF images or QuickTime). */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  'dash',
  'mmp4',
  'f4v ',
  'MSNV',
])

/** The binary type the bytes start with, by their magic numbers; text types are not sniffed. */
export function sniffBinaryType(bytes: Uint8Array): AssetContentType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp'
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'image/gif'
  if (ascii(bytes, 4, 'ftyp') && bytes.length >= 12) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12))
    if (MP4_BRANDS.has(brand)) return 'video/mp4'
  }
  if (ascii(bytes, 0, '%PDF-')) return 'application/pdf'
  if (ascii(bytes, 0, 'OTTO')) return 'font/otf'
  if (startsWith(bytes, [0x00, 0x01, 0x00, 0x00]) || ascii(bytes, 0, 'true')) return 'font/ttf'
  if (ascii(bytes, 0, 'wOF2')) return 'font/woff2'
  if (startsWith(bytes, [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00])) return 'application/wasm'
  return undefined
}

/** The text of UTF-8 bytes (a BOM is dropped), or undefined when they are not text. */
export function utf8Text(bytes: Uint8Array): string | undefined {
  if (bytes.includes(0)) return undefined
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return undefined
  }
}

/** Whether text is an SVG document: an optional XML prolog and comments, then an `<svg` root. */
export function looksLikeSvg(text: string): boolean {
  return /^<svg[\s>/]/.test(markupHead(text))
}

/** The start of a document's first 4 KiB from its root element on: prolog, comments and doctype left out. */
export function markupHead(text: string): string {
  return text
    .slice(0, 4096)
    .replace(/^\s*(<\?xml[\s\S]*?\?>)?/, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .replace(/^\s*<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .trimStart()
}
