import { describe, expect, it } from 'vitest'
import { jobFields } from './dto.js'

const base = {
  uploadUrl: 'http://127.0.0.1:9000/b/uploads/a/b',
  inputFormat: 'jpeg',
  outputFormat: 'webp',
}

describe('image job fields (multipart text)', () => {
  it('reads formats as the editor names them, with quality 85 by default', () => {
    expect(jobFields.parse({ ...base, inputFormat: 'JPG', outputFormat: 'image/webp' })).toEqual({
      ...base,
      optimizeAlgo: '',
      quality: 85,
    })
    expect(jobFields.parse({ ...base, quality: '', optimizeAlgo: 'MozJPEG' })).toMatchObject({
      quality: 85,
      optimizeAlgo: 'mozjpeg',
    })
    expect(jobFields.parse({ ...base, quality: '60' }).quality).toBe(60)
  })

  it.each([
    { inputFormat: 'gif' },
    { outputFormat: 'tiff' },
    { quality: '0' },
    { quality: '85.5' },
    { quality: 'high' },
    { optimizeAlgo: 'magic' },
    { uploadUrl: 'ftp://127.0.0.1/b/uploads/a' },
    { uploadUrl: undefined },
  ])('refuses %j', (change) => {
    expect(jobFields.safeParse({ ...base, ...change }).success).toBe(false)
  })
})
