import { deserializeSite, serializeSite, type Component } from '@tessera/site-format'
import { waitFor } from '@tessera/kit/testing'
import { setInput } from '@tessera/site-format/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, ROOT, startService, type RunningService } from '../../../infra/local/stack.mjs'
import {
  api,
  createSiteFor,
  hostOf,
  load,
  register,
  siteServer,
  sql,
  stack,
  visit,
  type SavedBody,
  type User,
} from './helpers.js'
import { addImages, greyPng, imagesOf, uploadPng, type ImageAsset } from './images.js'

let sweeper: RunningService | undefined
// Starting a service takes a while on a busy machine.
beforeAll(() => startSweeper(), 240_000)
afterAll(() => sweeper?.stop())

/** Another assets instance that sweeps retired files every second (the stack's: every hour). */
async function startSweeper(): Promise<void> {
  const port = await freePort()
  sweeper = await startService(
    'assets',
    {
      ...stack.env.assets!,
      PORT: String(port),
      GRPC_PORT: String(await freePort()),
      RETIRED_SWEEP_SECONDS: '1',
    },
    { logFile: `${ROOT}/.data/test-logs/assets-retired-sweeper-${port}.log` },
  )
}

/** Replaces an asset's bytes as the asset manager does: replace, PUT, verify. */
async function replacePng(user: User, assetId: string, bytes: Buffer): Promise<ImageAsset> {
  const replace = await api.post<{ signed_url: string }>(
    `/api/site-assets/${assetId}/actions/replace`,
    { token: user.token, body: { content_type: 'image/png', content_size: bytes.length } },
  )
  expect(replace.status, JSON.stringify(replace.body)).toBe(200)
  const put = await fetch(replace.body.signed_url, {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { 'content-type': 'image/png' },
  })
  await put.arrayBuffer()
  expect(put.status).toBe(200)
  const verified = await api.post<ImageAsset>(`/api/site-assets/${assetId}/actions/verify`, {
    token: user.token,
  })
  expect(verified.status, JSON.stringify(verified.body)).toBe(200)
  return verified.body
}

/** Saves the latest version after `edit`, as the editor would. */
async function saveLatest(
  user: User,
  siteId: string,
  edit: (site: ReturnType<typeof deserializeSite>) => void,
): Promise<void> {
  const loaded = await load(user, siteId)
  const site = deserializeSite(loaded)
  edit(site)
  const { context, pages } = serializeSite(site)
  const saved = await siteServer.patch<SavedBody>(`/api/sites/${siteId}`, {
    token: user.token,
    body: { context, pages, update_key: loaded.update_key },
  })
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
}

const status = async (url: string) => {
  const res = await fetch(url)
  await res.arrayBuffer()
  return res.status
}

const keyOf = (url: string) => url.slice(url.indexOf('assets/'))

/** The replace happened eight days ago: past the week's grace. */
const pastGrace = (oldUrl: string) =>
  sql(
    `UPDATE assets.retired_objects SET retired_at = now() - interval '8 days', last_named_at = NULL, checked_at = NULL
        WHERE object_key = $1`,
    [keyOf(oldUrl)],
  )

/** Waits until a sweep has asked about the retired file since now. */
async function sweptSince(oldUrl: string): Promise<void> {
  const since = new Date()
  await waitFor(
    async () => {
      const [row] = await sql<{ checked_at: Date | null }>(
        `SELECT checked_at FROM assets.retired_objects WHERE object_key = $1`,
        [keyOf(oldUrl)],
      )
      return row === undefined || (row.checked_at !== null && row.checked_at >= since)
        ? true
        : undefined
    },
    { timeoutMs: 60_000, what: 'a retired sweep to ask about the old file' },
  )
}

function imagesIn(component: Component): Component[] {
  const own = component.tag === 'img' ? [component] : []
  return own.concat((component.children ?? []).flatMap(imagesIn))
}

describe('the bytes an asset served before a replace', () => {
  it('stay while a draft or published version names them, and go once none does', async () => {
    const user = await register()
    const site = await createSiteFor(user, () => {}, { publish: true })
    const photo = await uploadPng(user, site.id, greyPng(64, 48))
    await saveLatest(user, site.id, (s) => addImages(s, [photo.url]))
    // An asset no stored content names: its old bytes go, which shows the sweep runs.
    const unused = await uploadPng(user, site.id, greyPng(20, 20))

    const replaced = await replacePng(user, photo.id, greyPng(120, 90, 30))
    const unusedNow = await replacePng(user, unused.id, greyPng(30, 30, 10))
    expect(replaced.url).not.toBe(photo.url)
    // The published page shows the new file.
    const live = imagesOf((await visit(hostOf(site.subdomain))).text)
    expect(live.map((image) => image.src)).toEqual([replaced.url])
    // A week later, with no rendering since: the old file stays while the live version names it.
    await pastGrace(photo.url)
    await pastGrace(unused.url)
    await waitFor(async () => ((await status(unused.url)) === 404 ? true : undefined), {
      timeoutMs: 60_000,
      what: 'the unused old file to be removed',
    })
    expect(await status(unusedNow.url)).toBe(200)
    await sweptSince(photo.url)
    expect(await status(photo.url)).toBe(200)

    // A draft that uses the new address: the live version still names the old one.
    const draft = await api.post(`/api/sites/${site.id}/actions/create_draft`, {
      token: user.token,
    })
    expect(draft.status, JSON.stringify(draft.body)).toBe(200)
    await saveLatest(user, site.id, (s) => {
      for (const image of imagesIn(s.pages[s.defaults.homePage]!.root)) {
        setInput(image, 'src', replaced.url)
      }
    })
    await sweptSince(photo.url)
    expect(await status(photo.url)).toBe(200)

    // Published: no version names the old file any more, and it goes.
    const published = await api.post(`/api/sites/${site.id}/actions/publish`, {
      token: user.token,
      body: { publish: true },
    })
    expect(published.status).toBe(200)
    await waitFor(async () => ((await status(photo.url)) === 404 ? true : undefined), {
      timeoutMs: 60_000,
      what: 'the old file no version names to be removed',
    })
    expect(await status(replaced.url)).toBe(200)
    expect(imagesOf((await visit(hostOf(site.subdomain))).text).map((i) => i.src)).toEqual([
      replaced.url,
    ])
  }, 180_000)
})
