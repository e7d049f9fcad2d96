import { describe, expect, it } from 'vitest'
import {
  api,
  createAsset,
  fetchBytes,
  fileOf,
  gif,
  jpeg,
  png,
  pngBomb,
  putSigned,
  register,
  svgWithScript,
  uploadAsset,
  verifyAsset,
  webp,
  type AssetBody,
} from './helpers.js'

const file = { name: 'a file', site_id: 'identity', content_type: 'image/png', content_size: 1000 }

/** Creates the record, PUTs `bytes` declared as `contentType`, and verifies. */
async function verifyUpload(token: string, bytes: Buffer, contentType: string) {
  const created = await createAsset(token, {
    ...file,
    content_type: contentType,
    content_size: bytes.length,
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  expect(await putSigned(created.body.signed_url, bytes, contentType)).toBe(200)
  const res = await verifyAsset(token, created.body.id)
  return { id: created.body.id, signedUrl: created.body.signed_url, res }
}

describe('creating an asset checks what the editor checks', () => {
  it.each([
    ['no content type', { content_type: undefined }, 'invalid_file'],
    ['no size', { content_size: undefined }, 'invalid_file'],
    ['an empty file', { content_size: 0 }, 'invalid_file'],
    ['no site', { site_id: undefined }, 'site_missing'],
    ['the scratch site', { site_id: 'scratch' }, 'site_missing'],
    ['no name', { name: '  ' }, 'InvalidFormData'],
    ['more than 10,000,000 bytes', { content_size: 10_000_001 }, 'FILE_SIZE_BIG'],
    ['a type not allowed', { content_type: 'text/html' }, 'FILE_TYPE'],
    ['an image type not allowed', { content_type: 'image/tiff' }, 'FILE_TYPE'],
  ])('refuses %s with %s', async (_, change, code) => {
    const { auth_token: token } = await register()
    const res = await createAsset(token, { ...file, ...change })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(code)
    expect(res.body.message).not.toBe('')
  })

  it('accepts every allowed type; 10,000,000 bytes passes the file limit, not a Free allowance', async () => {
    const { auth_token: token } = await register()
    const types = [
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
    ]
    for (const type of types) {
      const res = await createAsset(token, { ...file, content_type: type, content_size: 100 })
      expect(res.status, type).toBe(201)
    }
    const registered = await register()
    const max = await createAsset(registered.auth_token, {
      ...file,
      content_type: 'application/pdf',
      content_size: 10_000_000,
    })
    // 10,000,000 bytes is within the upload limit but over a Free site's 5MB allowance.
    expect(max.body.code).toBe('AssetUsageExceeded')
  })

  it('needs a token', async () => {
    expect((await api.post('/api/site-assets', { body: file })).status).toBe(401)
  })
})

describe('verify refuses files that are not what they claim, and removes them', () => {
  it('accepts each type by its contents', async () => {
    const { auth_token: token } = await register()
    for (const [type, bytes] of [
      ['image/jpeg', await jpeg()],
      ['image/png', await png()],
      ['image/webp', await webp()],
      ['image/gif', await gif()],
      ['video/mp4', fileOf('video/mp4', 200)],
      ['application/pdf', fileOf('application/pdf', 200)],
      ['font/otf', fileOf('font/otf', 200)],
      ['font/ttf', fileOf('font/ttf', 200)],
      ['font/woff2', fileOf('font/woff2', 200)],
      ['application/wasm', fileOf('application/wasm', 200)],
      ['text/javascript', fileOf('text/javascript', 200)],
    ] as const) {
      const asset = await uploadAsset(token, bytes, type)
      expect(asset.state, type).toBe('Uploaded')
    }
  })

  it('refuses a PNG renamed .jpg (FILE_TYPE) and removes the object', async () => {
    const { auth_token: token } = await register()
    const { res, signedUrl } = await verifyUpload(token, await png(), 'image/jpeg')
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      code: 'FILE_TYPE',
      message: 'The file is a PNG file, not JPEG',
    })
    const stored = await fetchBytes(signedUrl.split('?')[0]!)
    expect(stored.status).toBe(404)
  })

  it.each([
    ['a PDF declared as a font', fileOf('application/pdf', 100), 'font/woff2'],
    [
      'a JPEG declared as JavaScript',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
      'text/javascript',
    ],
    ['binary declared as SVG', fileOf('application/wasm', 100), 'image/svg+xml'],
    ['text declared as an MP4', Buffer.from('just some text, really'), 'video/mp4'],
  ])('refuses %s with FILE_TYPE', async (_, bytes, type) => {
    const { auth_token: token } = await register()
    const { res } = await verifyUpload(token, bytes, type)
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('FILE_TYPE')
  })

  it('refuses a truncated image as an invalid file', async () => {
    const { auth_token: token } = await register()
    const whole = await jpeg(400, 300)
    const { res } = await verifyUpload(
      token,
      whole.subarray(0, Math.floor(whole.length / 2)),
      'image/jpeg',
    )
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      code: 'invalid_file',
      message: 'The image is truncated or corrupt and cannot be decoded',
    })
  })

  it('refuses an SVG with a script', async () => {
    const { auth_token: token } = await register()
    const { res } = await verifyUpload(token, svgWithScript, 'image/svg+xml')
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('invalid_file')
    expect(res.body.message).toMatch(/SVG files must not contain scripts.*a script/)
  })

  it('refuses a decompression bomb by its header, without decoding it', async () => {
    const { auth_token: token } = await register()
    const bomb = pngBomb()
    expect(bomb.length).toBeLessThan(200_000)
    const started = Date.now()
    const { res } = await verifyUpload(token, bomb, 'image/png')
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      code: 'IMAGE_MAX_WIDTH',
      message: 'Images must be at most 8192 pixels wide; this one is 20000x20000',
    })
    expect(Date.now() - started).toBeLessThan(5000)
  })

  it.each([
    [[9000, 100], 'IMAGE_MAX_WIDTH'],
    [[100, 9000], 'IMAGE_MAX_HEIGHT'],
    [[4, 100], 'IMAGE_MIN_WIDTH'],
    [[100, 4], 'IMAGE_MIN_HEIGHT'],
  ] as const)('refuses a %j image with %s', async ([width, height], code) => {
    const { auth_token: token } = await register()
    const bytes = await png(width, height)
    const { res } = await verifyUpload(token, bytes, 'image/png')
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(code)
  })

  it('refuses a file whose size differs from the declared one', async () => {
    const { auth_token: token } = await register()
    const bytes = await jpeg()
    const created = await createAsset(token, {
      ...file,
      content_type: 'image/jpeg',
      content_size: bytes.length + 10,
    })
    // s3rver does not check signatures; MinIO would refuse this PUT outright.
    await putSigned(created.body.signed_url, bytes, 'image/jpeg')
    const res = await verifyAsset(token, created.body.id)
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('asset_upload_failed')
    expect(res.body.message).toMatch(/has \d+ bytes, but \d+ were declared/)
  })

  it('refuses a file over 10,000,000 bytes even when one got into storage', async () => {
    const { auth_token: token } = await register()
    const created = await createAsset(token, {
      ...file,
      content_type: 'application/pdf',
      content_size: 1000,
    })
    await putSigned(
      created.body.signed_url,
      fileOf('application/pdf', 10_000_001),
      'application/pdf',
    )
    const res = await verifyAsset(token, created.body.id)
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('FILE_SIZE_BIG')
  })

  it('lets the client upload again after a refused file, while the address is valid', async () => {
    const { auth_token: token } = await register()
    const good = await jpeg()
    const created = await createAsset(token, {
      ...file,
      content_type: 'image/jpeg',
      content_size: good.length,
    })
    const wrong = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      good.subarray(8),
    ])
    await putSigned(created.body.signed_url, wrong, 'image/jpeg')
    expect((await verifyAsset(token, created.body.id)).body.code).toBe('FILE_TYPE')
    await putSigned(created.body.signed_url, good, 'image/jpeg')
    const res = await verifyAsset(token, created.body.id)
    expect(res.status).toBe(200)
    expect((res.body as AssetBody).state).toBe('Uploaded')
  })
})
