import { describe, expect, it } from 'vitest'
import { looksLikeSvg, sniffBinaryType, utf8Text } from './file-signature.js'

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  )

describe('file signatures', () => {
  it.each([
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['image/png', bytes([0x89], 'PNG\r\n\x1a\n', 'IHDR')],
    ['image/webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')],
    ['image/gif', bytes('GIF89a', [1, 0])],
    ['image/gif', bytes('GIF87a', [1, 0])],
    ['video/mp4', bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0])],
    ['video/mp4', bytes([0, 0, 0, 0x18], 'ftypmp42')],
    ['application/pdf', bytes('%PDF-1.4\n')],
    ['font/otf', bytes('OTTO', [0, 9])],
    ['font/ttf', bytes([0, 1, 0, 0, 0, 0x10])],
    ['font/ttf', bytes('true', [0, 9])],
    ['font/woff2', bytes('wOF2', [0, 1])],
    ['application/wasm', bytes([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0])],
  ])('recognises %s by its magic bytes', (type, data) => {
    expect(sniffBinaryType(data)).toBe(type)
  })

  it.each([
    ['an AVIF image (an ISO file that is not MP4)', bytes([0, 0, 0, 0x1c], 'ftypavif')],
    ['a HEIC photo', bytes([0, 0, 0, 0x18], 'ftypheic')],
    ['a QuickTime movie', bytes([0, 0, 0, 0x14], 'ftypqt  ')],
    ['a RIFF that is not WebP', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt ')],
    ['WebAssembly of an unknown version', bytes([0, 0x61, 0x73, 0x6d, 2, 0, 0, 0])],
    ['a ZIP archive', bytes('PK', [3, 4])],
    ['HTML', bytes('<!doctype html>')],
    ['an empty file', bytes()],
    ['half a PNG signature', bytes([0x89], 'PN')],
  ])('does not take %s for an allowed binary type', (_, data) => {
    expect(sniffBinaryType(data)).toBeUndefined()
  })

  it('reads well-formed UTF-8 text only, without NULs', () => {
    expect(utf8Text(Buffer.from('\ufeffconst a = "é"'))).toBe('const a = "é"')
    expect(utf8Text(Buffer.from([0x63, 0xff, 0x64]))).toBeUndefined()
    expect(utf8Text(Buffer.from('a\u0000b'))).toBeUndefined()
  })

  it.each([
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n<svg viewBox="0 0 1 1"></svg>',
    '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg>',
    '  \n<svg>',
  ])('recognises an SVG document: %j', (text) => {
    expect(looksLikeSvg(text)).toBe(true)
  })

  it.each(['<html><svg></svg></html>', '<svgfoo>', 'svg', '<?xml version="1.0"?><root/>'])(
    'does not take %j for an SVG document',
    (text) => {
      expect(looksLikeSvg(text)).toBe(false)
    },
  )
})
