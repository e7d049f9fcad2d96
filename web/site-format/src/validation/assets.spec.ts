import { describe, expect, it } from 'vitest'
import {
  ASSET_SIZE_LIMIT,
  IMAGE_PICKER_TYPES,
  validateAssetContentType,
  validateAssetCreate,
  validateAssetFileSize,
  validateImageDimensions,
} from './assets.js'

describe('asset uploads', () => {
  it('allows files up to 10,000,000 bytes', () => {
    expect(ASSET_SIZE_LIMIT).toBe(10_000_000)
    expect(validateAssetFileSize(0)).toBeUndefined()
    expect(validateAssetFileSize(10_000_000)).toBeUndefined()
    expect(validateAssetFileSize(10_000_001)).toEqual({ key: 'errors.FILE_SIZE_BIG' })
  })

  it.each([
    'image/jpeg',
    'image/png',
    'image/webp',
    'image/svg+xml',
    'image/gif',
    'video/mp4',
    'application/pdf',
    'font/otf',
    'font/ttf',
    'font/woff2',
    'application/wasm',
    'text/javascript',
    'application/javascript',
    'IMAGE/PNG',
  ])('accepts the type %s', (type) => {
    expect(validateAssetContentType(type)).toBeUndefined()
  })

  it.each(['image/bmp', 'text/html', 'application/zip', 'font/woff', ''])(
    'rejects the type %j',
    (type) => {
      expect(validateAssetContentType(type)).toEqual({ key: 'errors.FILE_TYPE' })
    },
  )

  it('limits a picker to its types', () => {
    expect(validateAssetContentType('image/gif', IMAGE_PICKER_TYPES)).toBeUndefined()
    expect(validateAssetContentType('video/mp4', IMAGE_PICKER_TYPES)).toEqual({
      key: 'errors.FILE_TYPE',
    })
    expect(validateAssetContentType('application/pdf', IMAGE_PICKER_TYPES)?.key).toBe(
      'errors.FILE_TYPE',
    )
  })

  it.each([
    [{ width: 10, height: 100 }, 'errors.IMAGE_MIN_WIDTH'],
    [{ width: 100, height: 10 }, 'errors.IMAGE_MIN_HEIGHT'],
    [{ width: 5000, height: 100 }, 'errors.IMAGE_MAX_WIDTH'],
    [{ width: 100, height: 5000 }, 'errors.IMAGE_MAX_HEIGHT'],
    [{ width: 64, height: 64 }, undefined],
    [{ width: 4000, height: 4000 }, undefined],
  ])('checks image size %j', (image, key) => {
    const limits = { minWidth: 64, minHeight: 64, maxWidth: 4000, maxHeight: 4000 }
    expect(validateImageDimensions(image, limits)?.key).toBe(key)
    expect(validateImageDimensions(image, {})).toBeUndefined()
  })

  it('needs a file, a site and a name to create an asset', () => {
    const file = { name: 'logo.png' }
    expect(validateAssetCreate({ file, siteId: 's1', name: 'logo' })).toBeUndefined()
    expect(validateAssetCreate({ siteId: 's1', name: 'logo' })).toEqual({
      key: 'errors.invalid_file',
    })
    expect(validateAssetCreate({ file, siteId: '', name: 'logo' })).toEqual({
      key: 'errors.site_missing',
    })
    expect(validateAssetCreate({ file, name: 'logo' })).toEqual({ key: 'errors.site_missing' })
    expect(validateAssetCreate({ file, siteId: 's1', name: ' ' })).toEqual({
      key: 'errors.asset_name_missing',
    })
  })
})
