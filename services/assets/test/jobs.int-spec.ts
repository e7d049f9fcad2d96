import { randomUUID } from 'node:crypto'
import { waitFor } from '@tessera/kit/testing'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  api,
  assetsUrl,
  createAsset,
  fetchBytes,
  fileOf,
  IMAGE_API_KEY,
  jpeg,
  png,
  pngBomb,
  register,
  stack,
  svgWithScript,
  uploadAsset,
  verifyAsset,
  type ListBody,
  type ErrorBody,
} from './helpers.js'

interface JobBody {
  jobId: string
  status: 'pending' | 'processing' | 'complete' | 'fail'
  error?: string
  result?: { size: number; width: number; height: number; contentType: string }
}

type JobFields = Partial<
  Record<'uploadUrl' | 'inputFormat' | 'outputFormat' | 'optimizeAlgo' | 'quality', string>
>

/** The editor's call: multipart, straight to the image service, with the API key header. */
async function postJob(
  file: Buffer | undefined,
  fields: JobFields,
  key: string | null = IMAGE_API_KEY,
) {
  const form = new FormData()
  if (file) form.append('file', new Blob([new Uint8Array(file)]), 'upload.bin')
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) form.append(name, value)
  const res = await fetch(`${assetsUrl}/jobs`, {
    method: 'POST',
    body: form,
    headers: key === null ? {} : { 'x-image-api-key': key },
  })
  return { status: res.status, body: (await res.json()) as { jobId: string } & ErrorBody }
}

async function getJob(jobId: string, key = IMAGE_API_KEY) {
  const res = await fetch(`${assetsUrl}/jobs/${jobId}`, { headers: { 'x-image-api-key': key } })
  return { status: res.status, body: (await res.json()) as JobBody & ErrorBody }
}

/** Polls as the editor does (faster), until complete or fail. */
function settled(jobId: string): Promise<JobBody> {
  return waitFor(
    async () => {
      const { body } = await getJob(jobId)
      return body.status === 'complete' || body.status === 'fail' ? body : undefined
    },
    { timeoutMs: 20_000, intervalMs: 100, what: `job ${jobId}` },
  )
}

/** An asset waiting for its upload, as the editor creates one before optimising. */
async function pendingAsset(contentType: string, declaredSize: number) {
  const { auth_token: token } = await register()
  const created = await createAsset(token, {
    name: 'photo',
    site_id: 'identity',
    content_type: contentType,
    content_size: declaredSize,
  })
  expect(created.status).toBe(201)
  return { token, asset: created.body, uploadUrl: created.body.signed_url }
}

describe('image-processing jobs API', () => {
  it('optimises a JPEG to WebP into the asset upload, which then verifies', async () => {
    const input = await jpeg(1600, 1200, 95)
    const { token, asset, uploadUrl } = await pendingAsset('image/webp', input.length)
    const posted = await postJob(input, {
      uploadUrl,
      inputFormat: 'jpg',
      outputFormat: 'webp',
      optimizeAlgo: '',
      quality: '85',
    })
    expect(posted.status).toBe(201)
    expect(posted.body.jobId).toMatch(/^[0-9a-f-]{36}$/)
    const first = await getJob(posted.body.jobId)
    expect(['pending', 'processing', 'complete']).toContain(first.body.status)

    const job = await settled(posted.body.jobId)
    expect(job.status, job.error).toBe('complete')
    expect(job.result).toMatchObject({ contentType: 'image/webp', width: 1600, height: 1200 })

    // The optimised object sits at the upload address: smaller, WebP, without metadata.
    const stored = await fetchBytes(uploadUrl.split('?')[0]!)
    expect(stored.status).toBe(200)
    expect(stored.bytes.length).toBe(job.result!.size)
    expect(stored.bytes.length).toBeLessThan(input.length)
    const meta = await sharp(stored.bytes).metadata()
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      'webp',
      1600,
      1200,
      undefined,
    ])

    const verified = await verifyAsset(token, asset.id)
    expect(verified.status, JSON.stringify(verified.body)).toBe(200)
    expect(verified.body).toMatchObject({
      state: 'Uploaded',
      content_type: 'image/webp',
      content_size: input.length,
      size: stored.bytes.length,
      width: 1600,
      height: 1200,
    })
    expect((await fetchBytes(verified.body.url!)).bytes.equals(stored.bytes)).toBe(true)
  })

  it('sorts by the size the asset manager shows: the optimised bytes, not the file picked', async () => {
    const input = await jpeg(1600, 1200, 95)
    const { token, asset, uploadUrl } = await pendingAsset('image/webp', input.length)
    const posted = await postJob(input, {
      uploadUrl,
      inputFormat: 'jpg',
      outputFormat: 'webp',
      optimizeAlgo: '',
      quality: '85',
    })
    expect((await settled(posted.body.jobId)).status).toBe('complete')
    const photo = (await verifyAsset(token, asset.id)).body
    expect(photo.size).toBeLessThan(photo.content_size)
    // A file between the two: larger than the photo as served, smaller than the one picked.
    const between = Math.round((photo.size + photo.content_size) / 2)
    const pdf = await uploadAsset(token, fileOf('application/pdf', between), 'application/pdf', {
      name: 'leaflet',
    })
    const order = async (sort: string) =>
      (
        await api.get<ListBody>(`/api/site-assets?state=Uploaded&sort=${sort}`, { token })
      ).body.results.map((x) => x.id)
    expect(await order('size.asc')).toEqual([photo.id, pdf.id])
    expect(await order('size.desc')).toEqual([pdf.id, photo.id])
  })

  it('strips metadata and applies the EXIF orientation', async () => {
    const input = await sharp(await png(80, 40))
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'someone' } } })
      .jpeg()
      .toBuffer()
    const { token, asset, uploadUrl } = await pendingAsset('image/png', input.length)
    const posted = await postJob(input, {
      uploadUrl,
      inputFormat: 'jpeg',
      outputFormat: 'png',
      optimizeAlgo: 'pngquant',
    })
    expect(posted.status).toBe(201)
    expect((await settled(posted.body.jobId)).status).toBe('complete')
    const meta = await sharp((await fetchBytes(uploadUrl.split('?')[0]!)).bytes).metadata()
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([
      40,
      80,
      undefined,
      undefined,
    ])
    // The asset has the size of the image it serves: the optimised, upright one.
    const verified = await verifyAsset(token, asset.id)
    expect(verified.status, JSON.stringify(verified.body)).toBe(200)
    expect(verified.body).toMatchObject({ width: 40, height: 80 })
  })

  it('needs the API key', async () => {
    const { uploadUrl } = await pendingAsset('image/webp', 1000)
    const fields = { uploadUrl, inputFormat: 'jpeg', outputFormat: 'webp' }
    for (const key of [null, 'wrong key']) {
      const res = await postJob(await jpeg(), fields, key)
      expect(res.status).toBe(403)
    }
    expect((await getJob(randomUUID(), 'wrong key')).status).toBe(403)
  })

  it('writes only to an open upload of our own object storage', async () => {
    const { uploadUrl } = await pendingAsset('image/webp', 1000)
    const signed = new URL(uploadUrl)
    const elsewhere = [
      `https://attacker.example${signed.pathname}${signed.search}`,
      `${signed.origin}/other-bucket/${signed.pathname.split('/').slice(2).join('/')}`,
      `${signed.origin}${signed.pathname.replace(/[0-9a-f]{32}$/, '0'.repeat(32))}`,
      `${signed.origin}${signed.pathname.replace('/uploads/', '/assets/')}`,
      'not a url',
    ]
    for (const target of elsewhere) {
      const res = await postJob(await jpeg(), {
        uploadUrl: target,
        inputFormat: 'jpeg',
        outputFormat: 'webp',
      })
      expect(res.status, target).toBe(400)
      expect(res.body.code, target).toBe('InvalidFormData')
    }
    const wrongType = await postJob(await jpeg(), {
      uploadUrl,
      inputFormat: 'jpeg',
      outputFormat: 'avif',
    })
    expect(wrongType.status).toBe(400)
    expect(wrongType.body.message).toMatch(/expects image\/webp, not image\/avif/)
  })

  it('refuses hostile and malformed inputs with clear errors', async () => {
    const { uploadUrl } = await pendingAsset('image/webp', 1000)
    const fields = { uploadUrl, inputFormat: 'jpeg', outputFormat: 'webp' }
    const cases: Array<[string, Buffer | undefined, JobFields, string, RegExp]> = [
      ['a PNG renamed .jpg', await png(), fields, 'FILE_TYPE', /is a PNG file, not JPEG/],
      ['an SVG with a script', svgWithScript, fields, 'FILE_TYPE', /not a JPEG image/],
      [
        'a decompression bomb',
        pngBomb(),
        { ...fields, inputFormat: 'png' },
        'IMAGE_MAX_WIDTH',
        /20000x20000/,
      ],
      ['no file', undefined, fields, 'invalid_file', /file/],
      [
        'a format we do not optimise',
        await jpeg(),
        { ...fields, inputFormat: 'gif' },
        'InvalidFormData',
        /inputFormat/,
      ],
      ['a bad quality', await jpeg(), { ...fields, quality: '101' }, 'InvalidFormData', /quality/],
      [
        'more than 10,000,000 bytes',
        Buffer.concat([await jpeg(), Buffer.alloc(10_000_000)]),
        fields,
        'FILE_SIZE_BIG',
        /10000000 bytes/,
      ],
    ]
    for (const [what, file, form, code, message] of cases) {
      const res = await postJob(file, form)
      expect(res.status, what).toBe(400)
      expect(res.body.code, what).toBe(code)
      expect(res.body.message, what).toMatch(message)
    }
  })

  it('fails a truncated image at once, keeping the reason', async () => {
    const whole = await jpeg(800, 600)
    const { uploadUrl } = await pendingAsset('image/webp', whole.length)
    const posted = await postJob(whole.subarray(0, Math.floor(whole.length * 0.6)), {
      uploadUrl,
      inputFormat: 'jpeg',
      outputFormat: 'webp',
    })
    expect(posted.status).toBe(201)
    const job = await settled(posted.body.jobId)
    expect(job.status).toBe('fail')
    expect(job.error).toMatch(/^The image could not be processed: .*(premature end|truncated)/i)
    expect((await fetchBytes(uploadUrl.split('?')[0]!)).status).toBe(404)
  })

  it('answers 404 for an unknown job and CORS for the editor', async () => {
    const missing = await getJob(randomUUID())
    expect(missing.status).toBe(404)
    expect(missing.body.code).toBe('JobNotFound')
    const allowed = stack.env.assets!.APP_ORIGINS!.split(',')[0]!
    const preflight = await fetch(`${assetsUrl}/jobs`, {
      method: 'OPTIONS',
      headers: {
        origin: allowed,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-image-api-key',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(allowed)
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/x-image-api-key/)
    const stranger = await fetch(`${assetsUrl}/jobs`, {
      method: 'OPTIONS',
      headers: { origin: 'https://attacker.example', 'access-control-request-method': 'POST' },
    })
    expect(stranger.status).toBe(403)
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull()
  })
})
