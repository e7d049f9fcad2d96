import {
  addBuiltinComponent,
  applyCommand,
  BuiltinComponentId,
  SiteDocument,
  type Site,
} from '@tessera/site-format'
import { solidPng } from '@tessera/kit/testing'
import { setInput } from '@tessera/site-format/testing'
import { expect } from 'vitest'
import { api, type User } from './helpers.js'

/** An asset as the API shows it, in the fields pages use. */
export interface ImageAsset {
  id: string
  url: string
  width: number | null
  height: number | null
}

/** A real PNG of one grey (the assets service decodes what it stores). */
export const greyPng = (width: number, height: number, grey = 128): Buffer =>
  solidPng(width, height, [grey, grey, grey])

/** Uploads a PNG to a site as the editor does: create, PUT to the signed address, verify. */
export async function uploadPng(user: User, siteId: string, bytes: Buffer): Promise<ImageAsset> {
  const created = await api.post<{ id: string; signed_url: string }>('/api/site-assets', {
    token: user.token,
    body: {
      name: 'picture.png',
      site_id: siteId,
      content_type: 'image/png',
      content_size: bytes.length,
    },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const put = await fetch(created.body.signed_url, {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { 'content-type': 'image/png' },
  })
  await put.arrayBuffer()
  expect(put.status).toBe(200)
  const verified = await api.post<ImageAsset>(
    `/api/site-assets/${created.body.id}/actions/verify`,
    {
      token: user.token,
    },
  )
  expect(verified.status, JSON.stringify(verified.body)).toBe(200)
  return verified.body
}

/** Adds an image block per address to the home page, in order, as the editor adds them. */
export function addImages(site: Site, sources: readonly string[]): void {
  const doc = new SiteDocument(site)
  const parent = site.pages[site.defaults.homePage]!.root.id
  for (const src of sources) {
    applyCommand(doc, addBuiltinComponent(doc, BuiltinComponentId.image, parent))
    const added = doc.component(parent).children!.at(-1)!
    setInput(added, 'src', src)
    setInput(added, 'alt', 'A picture')
  }
}

/** The `<img>` tags of a page, with the attributes that keep its layout still. */
export function imagesOf(html: string) {
  return [...html.matchAll(/<img\b([^>]*)>/g)].map(([, attrs]) => {
    const found = new Map(
      [...attrs!.matchAll(/([a-z-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [
        name!,
        value ?? '',
      ]),
    )
    return {
      src: found.get('src')?.replaceAll('&amp;', '&'),
      width: found.get('width'),
      height: found.get('height'),
      fetchpriority: found.get('fetchpriority'),
    }
  })
}
