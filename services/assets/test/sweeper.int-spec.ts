import { waitFor } from '@tessera/kit/testing'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, ROOT, startService, type RunningService } from '../../../infra/local/stack.mjs'
import {
  api,
  createAsset,
  fetchBytes,
  fileOf,
  jpeg,
  putSigned,
  register,
  sql,
  verifyAsset,
  stack,
  uploadAsset,
  type AssetBody,
  type UploadBody,
} from './helpers.js'

let sweeper: RunningService | undefined
afterAll(() => sweeper?.stop())

/** Another assets instance that sweeps every second (the stack's sweeps every minute). */
async function startSweeper(): Promise<void> {
  const port = await freePort()
  sweeper = await startService(
    'assets',
    {
      ...stack.env.assets!,
      PORT: String(port),
      GRPC_PORT: String(await freePort()),
      UPLOAD_SWEEP_SECONDS: '1',
      ORPHAN_SWEEP_SECONDS: '1',
      ORPHAN_AGE_SECONDS: '1',
      RETIRED_SWEEP_SECONDS: '1',
    },
    { logFile: `${ROOT}/.data/test-logs/assets-sweeper-${port}.log` },
  )
}

const state = async (id: string) =>
  (await sql<{ state: string }>(`SELECT state FROM assets.assets WHERE id = $1`, [id]))[0]!.state

describe('uploads nobody verified', () => {
  it('expire after their window and grace, and their unverified objects are removed', async () => {
    if (!sweeper) await startSweeper()
    const { auth_token: token } = await register()
    const bytes = fileOf('application/pdf', 300)
    const created = await createAsset(token, {
      name: 'forgotten',
      site_id: 'identity',
      content_type: 'application/pdf',
      content_size: bytes.length,
    })
    await putSigned(created.body.signed_url, bytes, 'application/pdf')
    const uploaded = await uploadAsset(token, await jpeg(), 'image/jpeg')
    const replace = await api.post<UploadBody>(`/api/site-assets/${uploaded.id}/actions/replace`, {
      token,
      body: { content_type: 'application/pdf', content_size: bytes.length },
    })
    await putSigned(replace.body.signed_url, bytes, 'application/pdf')

    // Their addresses expired, and the grace to verify passed, two hours ago.
    await sql(
      `UPDATE assets.assets SET upload_expires_at = now() - interval '2 hours' WHERE id = ANY($1::uuid[])`,
      [[created.body.id, uploaded.id]],
    )
    await waitFor(async () => ((await state(created.body.id)) === 'Expired' ? true : undefined), {
      timeoutMs: 10_000,
      what: 'the first upload to expire',
    })
    expect(await state(uploaded.id)).toBe('Uploaded')
    // The objects go right after the rows change, in the same sweep.
    for (const signed of [created.body.signed_url, replace.body.signed_url]) {
      await waitFor(
        async () => ((await fetchBytes(signed.split('?')[0]!)).status === 404 ? true : undefined),
        { timeoutMs: 10_000, what: 'an unverified object to be removed' },
      )
    }
    // The abandoned replacement left the verified bytes in place.
    const asset = await api.get<AssetBody>(`/api/site-assets/${uploaded.id}`, { token })
    expect(asset.body).toMatchObject({
      state: 'Uploaded',
      url: uploaded.url,
      content_type: 'image/jpeg',
    })
    expect((await fetchBytes(uploaded.url!)).status).toBe(200)
    // Expired uploads no longer count against the allowance, nor appear in the list.
    const listed = await api.get<{ total: number }>('/api/site-assets', { token })
    expect(listed.body.total).toBe(1)
  })

  it('leaves the upload area with only what assets wait for', async () => {
    if (!sweeper) await startSweeper()
    const { auth_token: token } = await register()
    const bytes = fileOf('application/pdf', 300)
    const upload = async (name: string) => {
      const created = await createAsset(token, {
        name,
        site_id: 'identity',
        content_type: 'application/pdf',
        content_size: bytes.length,
      })
      expect(await putSigned(created.body.signed_url, bytes, 'application/pdf')).toBe(200)
      return created.body
    }
    const waiting = await upload('waiting')
    // A late write to an address whose upload was already verified (an optimisation that
    // finished after its fallback): nothing waits for that object any more.
    const done = await upload('done')
    expect((await verifyAsset(token, done.id)).status).toBe(200)
    expect(await putSigned(done.signed_url, bytes, 'application/pdf')).toBe(200)
    const stray = done.signed_url.split('?')[0]!
    expect((await fetchBytes(stray)).status).toBe(200)

    await waitFor(async () => ((await fetchBytes(stray)).status === 404 ? true : undefined), {
      timeoutMs: 10_000,
      what: 'the stray upload to be removed',
    })
    expect((await fetchBytes(waiting.signed_url.split('?')[0]!)).status).toBe(200)
    expect((await verifyAsset(token, waiting.id)).status).toBe(200)
  })

  it('keeps replaced bytes for a week, and while renderings still name their address', async () => {
    if (!sweeper) await startSweeper()
    const { auth_token: token } = await register()
    const replaceOnce = async () => {
      const asset = await uploadAsset(token, await jpeg(), 'image/jpeg')
      const bytes = fileOf('application/pdf', 300)
      const replace = await api.post<UploadBody>(`/api/site-assets/${asset.id}/actions/replace`, {
        token,
        body: { content_type: 'application/pdf', content_size: bytes.length },
      })
      expect(await putSigned(replace.body.signed_url, bytes, 'application/pdf')).toBe(200)
      const verified = await verifyAsset(token, asset.id)
      expect(verified.status).toBe(200)
      return { old: asset.url!, now: verified.body.url! }
    }
    const forgotten = await replaceOnce()
    const named = await replaceOnce()
    const recent = await replaceOnce()
    // Two were replaced eight days ago; a rendering named one of those old addresses today.
    await sql(
      `UPDATE assets.retired_objects SET retired_at = now() - interval '8 days'
        WHERE asset_id IN (SELECT id FROM assets.assets WHERE object_key = ANY($1::text[]))`,
      [[forgotten.now, named.now].map((url) => url.slice(url.indexOf('assets/')))],
    )
    await sql(`UPDATE assets.retired_objects SET last_named_at = now() WHERE object_key = $1`, [
      named.old.slice(named.old.indexOf('assets/')),
    ])

    await waitFor(
      async () => ((await fetchBytes(forgotten.old)).status === 404 ? true : undefined),
      { timeoutMs: 10_000, what: 'the forgotten old bytes to be removed' },
    )
    expect((await fetchBytes(named.old)).status).toBe(200)
    expect((await fetchBytes(recent.old)).status).toBe(200)
    for (const { now } of [forgotten, named, recent]) {
      expect((await fetchBytes(now)).status).toBe(200)
    }
  })
})
