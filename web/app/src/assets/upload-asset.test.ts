import { describe, expect, it } from 'vitest'
import { ApiClient } from '../api/api-client'
import { AssetsApi } from '../api/assets-api'
import { fakeApi, type FakeHandler } from '../testing/fake-api'
import type { FileUploader } from './upload-file'
import { replaceAsset } from './upload-asset'

const view = {
  id: 'a1',
  name: 'cat.png',
  content_type: 'image/png',
  content_size: 3,
  size: 3,
  site_id: 's1',
  user_id: 'u',
  url: 'http://s3/cat.png',
  state: 'Uploaded',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
}

function setup(routes: Record<string, FakeHandler>) {
  const api = fakeApi(routes)
  const client = new ApiClient(
    { token: () => 't', locale: () => 'en', onUnauthorized: () => {}, onLoginScreen: () => false },
    '/api/',
    api.fetch,
  )
  const sent: string[] = []
  const uploader: FileUploader = async (url, _file, report) => {
    sent.push(url)
    report.progress(1)
  }
  return { assets: new AssetsApi(client), api, sent, uploader }
}

const file = (name: string, type: string, size = 3) =>
  new File([new Uint8Array(size)], name, { type })

describe('replaceAsset', () => {
  it('asks to replace under the kept name, uploads to the signed address, then verifies', async () => {
    const { assets, api, sent, uploader } = setup({
      'POST site-assets/a1/actions/replace': () => ({
        body: { ...view, state: 'Replacing', signed_url: 'http://s3/put?sig=1' },
      }),
      'POST site-assets/a1/actions/verify': () => ({ body: view }),
    })
    const replaced = await replaceAsset(
      assets,
      { id: 'a1', name: 'cat.png' },
      file('other.webp', 'image/webp', 7),
      uploader,
    )
    expect(replaced.id).toBe('a1')
    expect(api.calls.find((c) => c.path.endsWith('/replace'))?.body).toEqual({
      name: 'cat.png',
      content_type: 'image/webp',
      content_size: 7,
    })
    expect(sent).toEqual(['http://s3/put?sig=1'])
    expect(api.calls.map((c) => c.path)).toEqual([
      'site-assets/a1/actions/replace',
      'site-assets/a1/actions/verify',
    ])
  })

  it('refuses a file over the limit or of a wrong type before any call', async () => {
    const { assets, api, uploader } = setup({})
    await expect(
      replaceAsset(
        assets,
        { id: 'a1', name: 'cat.png' },
        file('big.png', 'image/png', 10_000_001),
        uploader,
      ),
    ).rejects.toMatchObject({ key: 'errors.FILE_SIZE_BIG' })
    await expect(
      replaceAsset(assets, { id: 'a1', name: 'cat.png' }, file('a.txt', 'text/plain'), uploader),
    ).rejects.toMatchObject({ key: 'errors.FILE_TYPE' })
    expect(api.calls).toEqual([])
  })

  it("rejects with the server's code when verification fails", async () => {
    const { assets, uploader } = setup({
      'POST site-assets/a1/actions/replace': () => ({
        body: { ...view, signed_url: 'http://s3/put' },
      }),
      'POST site-assets/a1/actions/verify': () => ({
        status: 400,
        body: { code: 'FILE_TYPE', message: 'The bytes are not a PNG' },
      }),
    })
    await expect(
      replaceAsset(assets, { id: 'a1', name: 'cat.png' }, file('b.png', 'image/png'), uploader),
    ).rejects.toMatchObject({ code: 'FILE_TYPE' })
  })
})
