import { readFileSync } from 'node:fs'
import { createConnection, createServer, type Server, type Socket } from 'node:net'
import { deserializeSite, serializeSite } from '@tessera/site-format'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../infra/local/stack.mjs'
import {
  api,
  createSiteFor,
  hostOf,
  load,
  register,
  siteServer,
  stack,
  visit,
  type SavedBody,
  type SiteBody,
  type User,
} from './helpers.js'
import { addImages, greyPng, imagesOf, uploadPng, type ImageAsset } from './images.js'
import { replicaLog, startReplica, stopReplicas } from './replicas.js'

afterAll(stopReplicas)

const OTHER_IMAGE = 'https://pictures.example.test/elsewhere.png'

const proxies: Array<{ server: Server; sockets: Set<Socket> }> = []
afterAll(async () => {
  for (const { server, sockets } of proxies) {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => server.close(resolve))
  }
})

/**
 * A published site whose home page shows a small image, a large one, one of its owner's identity
 * assets, then one from elsewhere.
 */
async function siteWithImages(): Promise<{
  user: User
  site: SiteBody
  small: ImageAsset
  large: ImageAsset
  portrait: ImageAsset
}> {
  const user = await register()
  const site = await createSiteFor(user, () => {}, { publish: true })
  const small = await uploadPng(user, site.id, greyPng(64, 48))
  const large = await uploadPng(user, site.id, greyPng(400, 300, 200))
  const portrait = await uploadPng(user, 'identity', greyPng(30, 40, 90))
  await saveImages(user, site.id, [small.url, large.url, portrait.url, OTHER_IMAGE])
  return { user, site, small, large, portrait }
}

/** Saves the latest version with these images added to its home page, as the editor would. */
async function saveImages(user: User, siteId: string, sources: string[]): Promise<void> {
  const loaded = await load(user, siteId)
  const site = deserializeSite(loaded)
  addImages(site, sources)
  const { context, pages } = serializeSite(site)
  const saved = await siteServer.patch<SavedBody>(`/api/sites/${siteId}`, {
    token: user.token,
    body: { context, pages, update_key: loaded.update_key },
  })
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
}

/** Another replica of the stack's pool whose assets service is at `assetsUrl`. */
const replicaWithAssetsAt = (assetsUrl: string) =>
  startReplica({ ASSETS_GRPC_URL: assetsUrl, ASSETS_RETRY_MS: '500' })

/** Forwards every connection to `port` on to the stack's assets gRPC port. */
async function forwardToAssets(port: number): Promise<void> {
  const target = new URL(stack.urls['assets:grpc']!)
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    const upstream = createConnection(Number(target.port), target.hostname)
    for (const end of [socket, upstream]) {
      sockets.add(end)
      end.on('close', () => sockets.delete(end))
      end.on('error', () => {
        socket.destroy()
        upstream.destroy()
      })
    }
    socket.pipe(upstream).pipe(socket)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  proxies.push({ server, sockets })
}

describe('image sizes on published pages', () => {
  it("gives images their asset's width and height and the first large one a high priority", async () => {
    const { user, site, small, large, portrait } = await siteWithImages()
    expect([small.width, small.height, large.width, large.height]).toEqual([64, 48, 400, 300])
    const expected = [
      // Small: sized, but not what paints largest.
      { src: small.url, width: '64', height: '48', fetchpriority: undefined },
      { src: large.url, width: '400', height: '300', fetchpriority: 'high' },
      // An identity asset: sized as well.
      { src: portrait.url, width: '30', height: '40', fetchpriority: undefined },
      // Not an asset at all: left as it is.
      { src: OTHER_IMAGE, width: undefined, height: undefined, fetchpriority: undefined },
    ]
    const page = await visit(hostOf(site.subdomain))
    expect(page.status).toBe(200)
    expect(imagesOf(page.text)).toEqual(expected)

    // The preview of a draft gets them too.
    const draft = await api.post(`/api/sites/${site.id}/actions/create_draft`, {
      token: user.token,
    })
    expect(draft.status).toBe(200)
    const enabled = await api.patch<SiteBody>(`/api/sites/${site.id}`, {
      token: user.token,
      body: { enable_preview: true },
    })
    expect(enabled.status, JSON.stringify(enabled.body)).toBe(200)
    const previewId = enabled.body.preview_id!
    expect(previewId).toBeTruthy()
    const bigger = await uploadPng(user, site.id, greyPng(600, 400, 60))
    await saveImages(user, site.id, [bigger.url])
    await expect
      .poll(async () => {
        const preview = await visit(hostOf(site.subdomain), `/?preview_id=${previewId}`)
        return imagesOf(preview.text).at(-1)
      })
      .toEqual({ src: bigger.url, width: '600', height: '400', fetchpriority: undefined })
    // The live page is unchanged.
    expect(imagesOf((await visit(hostOf(site.subdomain))).text)).toEqual(expected)
  })

  it('renders pages without sizes while the assets service cannot be reached, and with them after', async () => {
    const assetsPort = await freePort()
    const replica = await replicaWithAssetsAt(`http://127.0.0.1:${assetsPort}`)
    const { site, small, large, portrait } = await siteWithImages()
    const host = hostOf(site.subdomain, replica.url)
    const page = await visit(host, '/', {}, { baseUrl: replica.url })
    expect(page.status).toBe(200)
    expect(imagesOf(page.text).map((i) => [i.src, i.width, i.height])).toEqual([
      [small.url, undefined, undefined],
      [large.url, undefined, undefined],
      [portrait.url, undefined, undefined],
      [OTHER_IMAGE, undefined, undefined],
    ])
    const log = replicaLog(replica)
    await expect
      .poll(() => readFileSync(log, 'utf8'))
      .toContain('no asset addresses from assets: rendering with the stored ones')

    // The failure is not kept for the document's life: once the service answers, pages have sizes.
    await forwardToAssets(assetsPort)
    await expect
      .poll(async () => imagesOf((await visit(host, '/', {}, { baseUrl: replica.url })).text), {
        timeout: 10_000,
      })
      .toEqual([
        { src: small.url, width: '64', height: '48', fetchpriority: undefined },
        { src: large.url, width: '400', height: '300', fetchpriority: 'high' },
        { src: portrait.url, width: '30', height: '40', fetchpriority: undefined },
        { src: OTHER_IMAGE, width: undefined, height: undefined, fetchpriority: undefined },
      ])
  })
})

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
  expect(put.status).toBe(200)
  const verified = await api.post<ImageAsset>(`/api/site-assets/${assetId}/actions/verify`, {
    token: user.token,
  })
  expect(verified.status, JSON.stringify(verified.body)).toBe(200)
  return verified.body
}

const fetchBytes = async (url: string) => {
  const res = await fetch(url)
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) }
}

describe('a replaced asset on published pages', () => {
  it('shows the new bytes on the live page, which it names by their new address', async () => {
    const { user, site, small, large, portrait } = await siteWithImages()
    const before = imagesOf((await visit(hostOf(site.subdomain))).text)
    expect(before.map((i) => i.src)).toEqual([small.url, large.url, portrait.url, OTHER_IMAGE])

    const newBytes = greyPng(120, 90, 30)
    const replaced = await replacePng(user, small.id, newBytes)
    expect(replaced.url).not.toBe(small.url)
    // An identity asset (any site may use it) is followed too.
    const newPortrait = greyPng(50, 60, 220)
    const portraitNow = await replacePng(user, portrait.id, newPortrait)

    // The published page, never saved again, shows each asset's current bytes and size.
    await expect
      .poll(async () => imagesOf((await visit(hostOf(site.subdomain))).text))
      .toEqual([
        { src: replaced.url, width: '120', height: '90', fetchpriority: undefined },
        { src: large.url, width: '400', height: '300', fetchpriority: 'high' },
        { src: portraitNow.url, width: '50', height: '60', fetchpriority: undefined },
        { src: OTHER_IMAGE, width: undefined, height: undefined, fetchpriority: undefined },
      ])
    const [image, , other] = imagesOf((await visit(hostOf(site.subdomain))).text)
    const served = await fetchBytes(image!.src!)
    expect(served.status).toBe(200)
    expect(served.bytes.equals(newBytes)).toBe(true)
    expect((await fetchBytes(other!.src!)).bytes.equals(newPortrait)).toBe(true)
    // A page still holding the old address (cached before the replace) keeps its image.
    expect((await fetchBytes(small.url)).status).toBe(200)
  })
})
