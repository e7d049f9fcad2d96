import { describe, expect, it } from 'vitest'
import { createSite, serializeSite } from '@tessera/site-format'
import { SHIPPED_TEMPLATE_IDS } from '@tessera/site-format/shipped-ids'
import {
  CARD_FIELDS,
  POSTS_STAND_IN,
  templateCollections,
} from '@tessera/site-format/template-collections'
import { shippedTemplates } from '@tessera/site-format/templates'
import type { Collection, FieldInput, ItemWrite } from '../collections/collections-api'
import type { HostApi } from '../host'
import { EditorStore } from '../store/editor-store'
import { TemplateActions, type TemplateView } from './template-actions'
import { makeTemplateCollections, type TemplateCollectionsHost } from './template-collections'

const posts = templateCollections(SHIPPED_TEMPLATE_IDS.blog)

function fakeHost(existing: Collection[] = []) {
  const collections = [...existing]
  const items: Array<{ collection: string; item: ItemWrite }> = []
  const uploads: File[] = []
  const host: TemplateCollectionsHost = {
    client: {
      list: () => Promise.resolve([...collections]),
      create: (name: string, fields: readonly FieldInput[]) => {
        const made = {
          id: `c0000000-0000-4000-8000-00000000000${collections.length + 1}`,
          name,
          fields: fields.map((field, i) => ({ ...field, id: i + 1 })),
        } as unknown as Collection
        collections.push(made)
        return Promise.resolve(made)
      },
      addItem: (collection: string, item: ItemWrite) => {
        items.push({ collection, item })
        return Promise.resolve({} as never)
      },
    },
    upload: (file) => {
      uploads.push(file)
      return Promise.resolve(`a0000000-0000-4000-8000-00000000000${uploads.length}`)
    },
  }
  return { host, collections, items, uploads }
}

describe('makeTemplateCollections', () => {
  it('makes the collection with published samples, texts by language and pictures uploaded', async () => {
    const { host, collections, items, uploads } = fakeHost()
    const ids = await makeTemplateCollections(host, posts)
    expect(collections.map((c) => c.name)).toEqual(['Posts'])
    expect(ids).toEqual({ [POSTS_STAND_IN]: collections[0]!.id })
    expect(collections[0]!.fields.map((f) => [f.id, f.name])).toEqual([
      [1, 'Title'],
      [2, 'Slug'],
      [3, 'Date'],
      [4, 'Excerpt'],
      [5, 'Cover'],
      [6, 'Body'],
    ])
    expect(items).toHaveLength(3)
    const first = items[0]!.item
    expect(first.status).toBe('Published')
    expect(first.values![CARD_FIELDS.title]).toEqual({
      '*': 'The bakery that opens at four',
      'zh-tw': '凌晨四點開門的麵包店',
    })
    expect(first.values![CARD_FIELDS.slug]).toBe('the-bakery-that-opens-at-four')
    expect(first.values![CARD_FIELDS.cover]).toBe('a0000000-0000-4000-8000-000000000001')
    expect(uploads.map((file) => [file.name, file.type])).toEqual([
      ['posts-1.svg', 'image/svg+xml'],
      ['posts-2.svg', 'image/svg+xml'],
      ['posts-3.svg', 'image/svg+xml'],
    ])
  })

  it('uses again the collection it made before, and numbers a name another collection has', async () => {
    const first = fakeHost()
    await makeTemplateCollections(first.host, posts)
    const again = fakeHost(first.collections)
    const ids = await makeTemplateCollections(again.host, posts)
    expect(ids[POSTS_STAND_IN]).toBe(first.collections[0]!.id)
    expect(again.items).toEqual([])

    const other = { id: 'c-own', name: 'Posts', fields: [] } as unknown as Collection
    const taken = fakeHost([other])
    await makeTemplateCollections(taken.host, posts)
    expect(taken.collections.map((c) => c.name)).toEqual(['Posts', 'Posts 2'])
  })
})

describe('a template with collections', () => {
  const blog = shippedTemplates().find((t) => t.key === 'blog')!
  const stored = serializeSite(blog.site)
  const view: TemplateView = {
    id: blog.id,
    collection_id: 'default',
    name: blog.name,
    description: blog.description,
    categories: blog.categories,
    preview_url: null,
    signed_preview_url: null,
    version: stored.version,
    context: stored.context,
    defaults: stored.defaults,
    pages: stored.pages,
    pageOrder: stored.pageOrder,
    public: true,
  }
  const api: HostApi = { request: <T>() => Promise.resolve(view as T) }
  const made = 'c0000000-0000-4000-8000-0000000000aa'

  it('binds its pages and lists to the collections made for the site, in the same step', async () => {
    const editor = new EditorStore(createSite('mine'))
    let done = 0
    const templates = new TemplateActions(editor, api, () => false, {
      make: () => Promise.resolve({ [POSTS_STAND_IN]: made }),
      made: () => done++,
    })
    expect(await templates.startFrom(blog.id)).toBe(true)
    const site = editor.site
    expect(site.pages['/blog/:slug']!.collection).toEqual({ collection: made, slugField: 2 })
    expect(JSON.stringify(site.pages)).not.toContain(POSTS_STAND_IN)
    expect(done).toBe(1)
  })

  it('leaves the site as it was when the collections cannot be made', async () => {
    const editor = new EditorStore(createSite('mine'))
    const before = serializeSite(editor.site).pages
    const templates = new TemplateActions(editor, api, () => false, {
      make: () => Promise.reject({ status: 500, code: 'NETWORK_FAILURE', message: 'down' }),
      made: () => {},
    })
    expect(await templates.startFrom(blog.id)).toBe(false)
    expect(serializeSite(editor.site).pages).toBe(before)
    expect(templates.problem).toEqual({ key: 'errors.template_collections' })
    expect(templates.applying).toBe(false)
  })
})
