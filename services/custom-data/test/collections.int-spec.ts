import { randomUUID } from 'node:crypto'
import { apiClient, type ApiClient } from '@tessera/kit/testing'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, ROOT, startService, type RunningService } from '../../../infra/local/stack.mjs'
import { api, createSite, stack, type Site } from './helpers.js'

interface Field {
  id: number
  name: string
  type: string
}
interface Collection {
  id: string
  name: string
  item_count: number
  fields: Field[]
}
interface Item {
  id: string
  status: string
  published_at: string | null
  values: Record<string, unknown>
}
interface Refusal {
  code: string
  message: string
  field?: string
  field_id?: number
  rule?: string
  dependents?: Array<{ collection_name: string; field_name: string }>
}
interface PublicPage {
  results: Array<{ id: string; values: Record<string, unknown> }>
  has_more: boolean
}

let site: Site
const started: RunningService[] = []

/** The owner's routes of `site` (or another), through the gateway unless `client` is given. */
function owner(target: Site = site, client: ApiClient = api, prefix = '/api') {
  const base = `${prefix}/sites/${target.id}/custom_data/collections`
  const token = target.owner.token
  return {
    create: (body: unknown) => client.post<Collection & Refusal>(base, { token, body }),
    addItem: (collection: string, body: unknown) =>
      client.post<Item & Refusal>(`${base}/${collection}/items`, { token, body }),
    patchItem: (collection: string, item: string, body: unknown) =>
      client.patch<Item & Refusal>(`${base}/${collection}/items/${item}`, { token, body }),
    item: (collection: string, item: string) =>
      client.get<Item>(`${base}/${collection}/items/${item}`, { token }),
    list: (collection: string, query = '') =>
      client.get<{ results: Item[]; total: number; has_more: boolean } & Refusal>(
        `${base}/${collection}/items${query}`,
        { token },
      ),
    references: (collection: string, item: string) =>
      client.get<{ results: Array<{ item_id: string; field_name: string }> }>(
        `${base}/${collection}/items/${item}/references`,
        { token },
      ),
    bulk: (collection: string, body: unknown) =>
      client.post<{ ids: string[] }>(`${base}/${collection}/items/actions/bulk`, { token, body }),
    removeCollection: (collection: string, confirm = false) =>
      client.delete<Refusal>(`${base}/${collection}${confirm ? '?confirm=true' : ''}`, { token }),
    get: () => client.get<{ results: Collection[] }>(base, { token }),
  }
}

const read = (target: Site, name: string, query = '', headers: Record<string, string> = {}) =>
  api.get<PublicPage & Refusal>(
    `/api/sites/${target.id}/collections/${encodeURIComponent(name)}/items${query}`,
    { headers },
  )

const fieldId = (collection: Collection, name: string) =>
  collection.fields.find((f) => f.name === name)!.id

async function created(res: { status: number; body: Collection & Refusal }): Promise<Collection> {
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body
}

beforeAll(async () => {
  site = await createSite()
})

afterAll(async () => Promise.all(started.map((s) => s.stop())))

describe('collections', () => {
  it('validates every field type on write, naming the field', async () => {
    const target = await created(
      await owner().create({ name: 'Targets', fields: [{ name: 'Name', type: 'PlainText' }] }),
    )
    const everything = await created(
      await owner().create({
        name: 'Everything',
        fields: [
          { name: 'Plain', type: 'PlainText' },
          { name: 'Rich', type: 'RichText' },
          { name: 'Image', type: 'Image' },
          { name: 'Gallery', type: 'Gallery' },
          { name: 'When', type: 'DateTime' },
          { name: 'Price', type: 'Number', validation_rules: [{ rule_type: 'Min', parameter: 0 }] },
          { name: 'Open', type: 'Switch' },
          { name: 'Colour choice', type: 'Option', choices: ['red', 'green'] },
          { name: 'Link', type: 'Link' },
          { name: 'Email', type: 'Email' },
          { name: 'Colour', type: 'Colour' },
          { name: 'File', type: 'File' },
          { name: 'Ref', type: 'Reference', target_collection_id: target.id },
          { name: 'Refs', type: 'MultiReference', target_collection_id: target.id },
          { name: 'Slug', type: 'Slug' },
        ],
      }),
    )
    const t = await owner().addItem(target.id, { values: { '1': 'A target' } })
    expect(t.status, JSON.stringify(t.body)).toBe(201)
    const id = (name: string) => String(fieldId(everything, name))
    const good = {
      Plain: { '*': 'Bread', 'zh-tw': '麵包' },
      Rich: '<p>Warm<script>alert(1)</script></p>',
      Image: randomUUID(),
      Gallery: [randomUUID(), randomUUID()],
      When: '2026-12-24T18:00:00+08:00',
      Price: 3.5,
      Open: true,
      'Colour choice': 'green',
      Link: 'https://example.com/bread',
      Email: 'baker@example.com',
      Colour: '#AABBCC',
      File: randomUUID(),
      Ref: t.body.id,
      Refs: [t.body.id],
      Slug: 'fresh-bread',
    }
    const bad: Array<[keyof typeof good, unknown, string]> = [
      ['Plain', 12, 'InvalidFormData'],
      ['Rich', ['x'], 'InvalidFormData'],
      ['Image', 'cat.png', 'InvalidFormData'],
      ['Gallery', 'cat.png', 'InvalidFormData'],
      ['When', 'next week', 'InvalidFormData'],
      ['Price', -1, 'InvalidFormData'],
      ['Open', 'yes', 'InvalidFormData'],
      ['Colour choice', 'blue', 'InvalidFormData'],
      ['Link', 'javascript:alert(1)', 'InvalidFormData'],
      ['Email', 'baker@', 'CustomDataInvalidEmail'],
      ['Colour', 'teal', 'InvalidFormData'],
      ['File', 42, 'InvalidFormData'],
      // A dangling reference: no such item.
      ['Ref', randomUUID(), 'InvalidFormData'],
      ['Refs', [t.body.id, randomUUID()], 'InvalidFormData'],
      ['Slug', 'Fresh/Bread', 'InvalidFormData'],
    ]
    const asIds = (values: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(values).map(([name, v]) => [id(name), v]))
    for (const [name, value, code] of bad) {
      const res = await owner().addItem(everything.id, {
        values: asIds({ ...good, [name]: value }),
      })
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(400)
      expect(res.body, name).toMatchObject({ code, field: name, field_id: Number(id(name)) })
    }
    const ok = await owner().addItem(everything.id, { values: asIds(good) })
    expect(ok.status, JSON.stringify(ok.body)).toBe(201)
    expect(ok.body.values[id('Rich')]).toEqual({ '*': '<p>Warm</p>' })
    expect(ok.body.values[id('When')]).toBe('2026-12-24T10:00:00.000Z')
    expect(ok.body.values[id('Colour')]).toBe('#aabbcc')
    // A reference into the wrong collection is as dangling as one to nothing.
    const wrong = await owner().addItem(everything.id, {
      values: { [id('Ref')]: ok.body.id },
    })
    expect(wrong.body).toMatchObject({ code: 'InvalidFormData', field: 'Ref' })
    // Nothing was stored by the refused writes.
    expect((await owner().list(everything.id)).body.total).toBe(1)
  })

  it('reads references both ways and clears them when the target goes', async () => {
    const tags = await created(
      await owner().create({ name: 'Tags', fields: [{ name: 'Label', type: 'PlainText' }] }),
    )
    const posts = await created(
      await owner().create({
        name: 'Posts',
        fields: [
          { name: 'Title', type: 'PlainText', validation_rules: [{ rule_type: 'Required' }] },
          { name: 'Slug', type: 'Slug' },
          { name: 'Tags', type: 'MultiReference', target_collection_id: tags.id },
        ],
      }),
    )
    const bread = (await owner().addItem(tags.id, { values: { '1': 'bread' } })).body
    const cake = (await owner().addItem(tags.id, { values: { '1': 'cake' } })).body
    const post = await owner().addItem(posts.id, {
      values: { '1': 'Hello world', '3': [bread.id, cake.id] },
    })
    expect(post.status, JSON.stringify(post.body)).toBe(201)
    const incoming = await owner().references(tags.id, bread.id)
    expect(incoming.body.results).toEqual([
      expect.objectContaining({ item_id: post.body.id, field_name: 'Tags' }),
    ])
    const filtered = await owner().list(
      posts.id,
      `?filter=${encodeURIComponent(JSON.stringify([{ field: 'Tags', op: 'references', value: cake.id }]))}`,
    )
    expect(filtered.body.results.map((r) => r.id)).toEqual([post.body.id])
    // Deleting a tag takes it out of the post: nothing points at nothing.
    expect((await owner().bulk(tags.id, { action: 'delete', ids: [cake.id] })).body.ids).toEqual([
      cake.id,
    ])
    expect((await owner().item(posts.id, post.body.id)).body.values['3']).toEqual([bread.id])

    // Deleting the tags collection is refused until confirmed, naming the field that refers.
    const refused = await owner().removeCollection(tags.id)
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe('CollectionInUse')
    expect(refused.body.dependents).toEqual([
      expect.objectContaining({ collection_name: 'Posts', field_name: 'Tags' }),
    ])
    expect((await owner().removeCollection(tags.id, true)).status).toBe(204)
    const after = await owner().item(posts.id, post.body.id)
    expect(after.body.values['3']).toBeUndefined()
    const listed = (await owner().get()).body.results.find((c) => c.id === posts.id)!
    expect(listed.fields.map((f) => f.name)).toEqual(['Title', 'Slug'])
  })

  it('keeps slugs unique per collection and language, made from the name', async () => {
    const pages = await created(
      await owner().create({
        name: 'Pages',
        fields: [
          { name: 'Name', type: 'PlainText' },
          { name: 'Slug', type: 'Slug' },
        ],
      }),
    )
    const first = await owner().addItem(pages.id, {
      values: { '1': { '*': 'Our Menu', 'zh-tw': '菜單' } },
    })
    expect(first.body.values['2']).toEqual({ '*': 'our-menu', 'zh-tw': '菜單' })
    const second = await owner().addItem(pages.id, { values: { '1': 'Our menu!' } })
    expect(second.body.values['2']).toEqual({ '*': 'our-menu-2' })
    // Given by hand: checked, and refused when another item holds it in that language.
    const taken = await owner().addItem(pages.id, {
      values: { '1': 'x', '2': { '*': 'our-menu' } },
    })
    expect(taken.body).toMatchObject({ code: 'CustomDataUniqueFail', field: 'Slug' })
    const otherLanguage = await owner().addItem(pages.id, {
      values: { '1': 'x', '2': { en: 'our-menu' } },
    })
    expect(otherLanguage.status, JSON.stringify(otherLanguage.body)).toBe(201)
    // Editing: the item may keep its own slug; a renamed item keeps its address.
    const renamed = await owner().patchItem(pages.id, first.body.id, { values: { '1': 'Drinks' } })
    expect(renamed.body.values['2']).toEqual({ '*': 'our-menu', 'zh-tw': '菜單' })
    const edited = await owner().patchItem(pages.id, second.body.id, {
      values: { '2': { '*': 'drinks' } },
    })
    expect(edited.body.values['2']).toEqual({ '*': 'drinks' })
    // Another collection has slugs of its own.
    const elsewhere = await created(
      await owner().create({
        name: 'Elsewhere',
        fields: [
          { name: 'Name', type: 'PlainText' },
          { name: 'Slug', type: 'Slug' },
        ],
      }),
    )
    const same = await owner().addItem(elsewhere.id, { values: { '2': 'our-menu' } })
    expect(same.status, JSON.stringify(same.body)).toBe(201)
  })

  it('publishes, schedules and unpublishes, and visitors read only what is published', async () => {
    const events = await created(
      await owner().create({
        name: 'Events',
        fields: [
          { name: 'Title', type: 'PlainText' },
          { name: 'Notes', type: 'PlainText', public: false },
          { name: 'Starts', type: 'DateTime' },
        ],
      }),
    )
    const add = (title: string, extra: Record<string, unknown> = {}) =>
      owner()
        .addItem(events.id, {
          values: { '1': { '*': title, 'zh-tw': `${title} 中文` }, '2': 'internal' },
          ...extra,
        })
        .then((r) => {
          expect(r.status, JSON.stringify(r.body)).toBe(201)
          return r.body
        })
    const draft = await add('Draft')
    const live = await add('Live', { status: 'Published' })
    expect(live.published_at).not.toBeNull()
    const past = await add('Past', {
      status: 'Scheduled',
      publish_at: new Date(Date.now() - 60_000).toISOString(),
    })
    expect(past.status).toBe('Published')
    const soon = await add('Soon', {
      status: 'Scheduled',
      publish_at: new Date(Date.now() + 1500).toISOString(),
    })
    expect(soon.status).toBe('Scheduled')
    const needsTime = await owner().addItem(events.id, { status: 'Scheduled', values: {} })
    expect(needsTime.body.code).toBe('InvalidFormData')

    const first = await read(site, 'events', '?sort=Title', { origin: 'https://anywhere.example' })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.headers.get('access-control-allow-origin')).toBe('*')
    expect(first.body.results.map((r) => r.values.Title)).toEqual(['Live', 'Past'])
    // A field that is not public is never answered, nor can it be filtered on.
    expect(first.body.results[0]!.values).not.toHaveProperty('Notes')
    const byNotes = await read(
      site,
      'Events',
      `?filter=${encodeURIComponent(JSON.stringify([{ field: 'Notes', op: 'is_set' }]))}`,
    )
    expect(byNotes.status).toBe(400)
    // Per language: the item's own text, else the default language's.
    const chinese = await read(site, 'Events', '?sort=Title&lang=zh-tw')
    expect(chinese.body.results.map((r) => r.values.Title)).toEqual(['Live 中文', 'Past 中文'])
    // The scheduled item appears at its time, without a write.
    await expect
      .poll(async () => (await read(site, 'Events', '?sort=Title')).body.results.length, {
        timeout: 10_000,
      })
      .toBe(3)
    expect((await owner().item(events.id, soon.id)).body.status).toBe('Published')

    // Bulk: unpublish two, publish the draft.
    await owner().bulk(events.id, { action: 'unpublish', ids: [live.id, past.id] })
    await owner().bulk(events.id, { action: 'publish', ids: [draft.id] })
    const now = await read(site, 'Events', '?sort=Title')
    expect(now.body.results.map((r) => r.values.Title)).toEqual(['Draft', 'Soon'])
    const drafts = await owner().list(events.id, '?status=Draft&sort=Title')
    expect(drafts.body.results.map((r) => r.id)).toEqual([live.id, past.id])
  })

  it("serves no other site's items and nothing of an unpublished site", async () => {
    const other = await createSite({ owner: site.owner, publish: false })
    await created(
      await owner(other).create({ name: 'Secret', fields: [{ name: 'Text', type: 'PlainText' }] }),
    )
    const secret = (await owner(other).get()).body.results[0]!
    await owner(other).addItem(secret.id, { status: 'Published', values: { '1': 'hidden' } })
    // Under this site's id the other site's collection does not exist.
    expect((await read(site, 'Secret')).status).toBe(404)
    // The other site is not published: its read API answers nothing.
    expect((await read(other, 'Secret')).status).toBe(404)
    // Someone else cannot reach the owner's routes.
    const stranger = await createSite()
    const res = await api.get(`/api/sites/${site.id}/custom_data/collections`, {
      token: stranger.owner.token,
    })
    expect(res.status).toBe(403)
  })

  it('keeps read answers until a change drops them', async () => {
    const menu = await created(
      await owner().create({ name: 'Menu', fields: [{ name: 'Dish', type: 'PlainText' }] }),
    )
    const soup = (await owner().addItem(menu.id, { status: 'Published', values: { '1': 'Soup' } }))
      .body
    const first = await read(site, 'Menu')
    expect(first.headers.get('x-cache')).toBe('MISS')
    const second = await read(site, 'Menu')
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(second.body).toEqual(first.body)
    await owner().patchItem(menu.id, soup.id, { values: { '1': 'Stew' } })
    const third = await read(site, 'Menu')
    expect(third.headers.get('x-cache')).toBe('MISS')
    expect(third.body.results.map((r) => r.values.Dish)).toEqual(['Stew'])
    // Values are keyed by field id: a renamed field keeps them, and the rename is a change too.
    const renamed = await api.patch<Collection>(
      `/api/sites/${site.id}/custom_data/collections/${menu.id}/fields/1`,
      { token: site.owner.token, body: { name: 'Course' } },
    )
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
    const fourth = await read(site, 'Menu')
    expect(fourth.headers.get('x-cache')).toBe('MISS')
    expect(fourth.body.results.map((r) => r.values)).toEqual([{ Course: 'Stew' }])
  })

  it('gives readers pictures and files as addresses with their sizes, not ids', async () => {
    const png = await sharp({
      create: { width: 16, height: 12, channels: 3, background: '#c84' },
    })
      .png()
      .toBuffer()
    const token = site.owner.token
    const asset = await api.post<{ id: string; signed_url: string }>('/api/site-assets', {
      token,
      body: {
        name: 'dot.png',
        site_id: site.id,
        content_type: 'image/png',
        content_size: png.length,
      },
    })
    expect(asset.status, JSON.stringify(asset.body)).toBe(201)
    const put = await fetch(asset.body.signed_url, {
      method: 'PUT',
      body: new Uint8Array(png),
      headers: { 'content-type': 'image/png' },
    })
    expect(put.status).toBe(200)
    const verified = await api.post<{ url: string }>(
      `/api/site-assets/${asset.body.id}/actions/verify`,
      { token },
    )
    expect(verified.status, JSON.stringify(verified.body)).toBe(200)
    const photos = await created(
      await owner().create({
        name: 'Photos',
        fields: [
          { name: 'Cover', type: 'Image' },
          { name: 'More', type: 'Gallery' },
        ],
      }),
    )
    const gone = randomUUID()
    const added = await owner().addItem(photos.id, {
      status: 'Published',
      values: { '1': asset.body.id, '2': [asset.body.id, gone] },
    })
    expect(added.status, JSON.stringify(added.body)).toBe(201)
    const res = await read(site, 'Photos')
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const picture = { id: asset.body.id, url: verified.body.url, width: 16, height: 12 }
    expect(res.body.results.map((r) => r.values)).toEqual([
      { Cover: picture, More: [picture, { id: gone, url: null, width: 0, height: 0 }] },
    ])
  })

  it('sorts, searches, filters and pages the owner listing', async () => {
    const products = await created(
      await owner().create({
        name: 'Products',
        fields: [
          { name: 'Name', type: 'PlainText' },
          { name: 'Price', type: 'Number' },
          { name: 'Kind', type: 'Option', choices: ['bread', 'cake'] },
        ],
      }),
    )
    const names = ['Rye', 'Brioche', 'Cheesecake', 'Baguette', 'Carrot cake']
    for (const [i, name] of names.entries()) {
      const kind = name.toLowerCase().includes('cake') ? 'cake' : 'bread'
      await owner().addItem(products.id, { values: { '1': name, '2': 10 - i, '3': kind } })
    }
    const byPrice = await owner().list(products.id, '?sort=Price&page_size=25')
    expect(byPrice.body.results.map((r) => (r.values['1'] as Record<string, string>)['*'])).toEqual(
      ['Carrot cake', 'Baguette', 'Cheesecake', 'Brioche', 'Rye'],
    )
    const filter = encodeURIComponent(
      JSON.stringify([
        { field: 'Kind', op: 'equals', value: 'bread' },
        { field: 'Price', op: 'after', value: 7 },
      ]),
    )
    const breads = await owner().list(products.id, `?filter=${filter}&sort=-Name`)
    expect(breads.body.total).toBe(2)
    expect(breads.body.results.map((r) => (r.values['1'] as Record<string, string>)['*'])).toEqual([
      'Rye',
      'Brioche',
    ])
    const searched = await owner().list(products.id, '?search=CAKE')
    expect(searched.body.total).toBe(2)
    const paged = await owner().list(products.id, '?sort=Name&page_size=25&page=1')
    expect(paged.body.has_more).toBe(false)
    expect((await owner().list(products.id, '?page_size=20')).status).toBe(400)
  })

  it('reads page after page as one read of every item would, and counts what matches', async () => {
    const shelf = await created(
      await owner().create({
        name: 'Shelf',
        fields: [
          { name: 'Name', type: 'PlainText' },
          { name: 'Kind', type: 'PlainText' },
          { name: 'Rank', type: 'Number' },
        ],
      }),
    )
    for (let n = 0; n < 14; n += 1) {
      // Ranks tie in pairs and two items have none; the kind has a zh-tw text on some items.
      const kind = n % 3 === 0 ? { '*': 'bread', 'zh-tw': '麵包' } : { '*': 'cake' }
      const values = { '1': `Item ${n}`, '2': kind, ...(n < 12 ? { '3': n >> 1 } : {}) }
      const added = await owner().addItem(shelf.id, { values, status: 'Published' })
      expect(added.status, JSON.stringify(added.body)).toBe(201)
    }
    const names = (page: PublicPage) => page.results.map((r) => r.values.Name as string)
    for (const [sort, filter, lang] of [
      ['Rank', [], '*'],
      ['-Rank', [], '*'],
      ['-Rank', [{ field: 'Kind', op: 'equals', value: 'cake' }], 'zh-tw'],
      ['Rank', [{ field: 'Kind', op: 'equals', value: '麵包' }], 'zh-tw'],
      ['-published_at', [{ field: 'Kind', op: 'equals', value: 'bread' }], '*'],
    ] as const) {
      const query = `?sort=${sort}&lang=${lang}&filter=${encodeURIComponent(JSON.stringify(filter))}`
      const whole = await read(site, 'Shelf', `${query}&page_size=100`)
      expect(whole.status, JSON.stringify(whole.body)).toBe(200)
      const paged: string[] = []
      for (let page = 1; page <= 6; page += 1) {
        // Each page starts where the one before ended, as a visitor pages through.
        const res = await read(site, 'Shelf', `${query}&page_size=3&page=${page}`)
        paged.push(...names(res.body))
        if (!res.body.has_more) break
      }
      expect(paged, `${sort} ${JSON.stringify(filter)} ${lang}`).toEqual(names(whole.body))
    }
    expect(
      names(
        (
          await read(
            site,
            'Shelf',
            '?sort=Rank&page_size=100&lang=zh-tw&filter=' +
              encodeURIComponent(JSON.stringify([{ field: 'Kind', op: 'equals', value: '麵包' }])),
          )
        ).body,
      ),
    ).toEqual(['Item 0', 'Item 3', 'Item 6', 'Item 9', 'Item 12'])

    // A change between two pages is read by the next page.
    const second = await read(site, 'Shelf', '?sort=Rank&page_size=3&page=2')
    const first = (await read(site, 'Shelf', '?sort=Rank&page_size=3&page=1')).body.results
    await owner().patchItem(shelf.id, first[0]!.id, { values: { '3': 100 } })
    const after = await read(site, 'Shelf', '?sort=Rank&page_size=3&page=2')
    expect(names(after.body)).not.toEqual(names(second.body))
    expect(names(after.body)[0]).toBe(names(second.body)[1])

    const breads = encodeURIComponent(
      JSON.stringify([{ field: 'Kind', op: 'equals', value: 'bread' }]),
    )
    expect((await owner().list(shelf.id, `?filter=${breads}`)).body.total).toBe(5)
    expect((await owner().list(shelf.id)).body.total).toBe(14)
    const extra = await owner().addItem(shelf.id, { values: { '2': 'bread' } })
    expect(extra.status).toBe(201)
    expect((await owner().list(shelf.id, `?filter=${breads}`)).body.total).toBe(6)
    expect((await owner().list(shelf.id)).body.total).toBe(15)
  })

  it('imports CSV rows, reporting the failed ones, and exports what it reads back', async () => {
    const recipes = await created(
      await owner().create({
        name: 'Recipes',
        fields: [
          { name: 'Name', type: 'PlainText', validation_rules: [{ rule_type: 'Required' }] },
          { name: 'Slug', type: 'Slug' },
          {
            name: 'Minutes',
            type: 'Number',
            validation_rules: [{ rule_type: 'Min', parameter: 0 }],
          },
          { name: 'Vegan', type: 'Switch' },
        ],
      }),
    )
    const base = `/api/sites/${site.id}/custom_data/collections`
    /** NDJSON is read as text: each line one JSON value. */
    const importCsv = async (collection: string, csv: string, mapping?: unknown) => {
      const query = mapping ? `?mapping=${encodeURIComponent(JSON.stringify(mapping))}` : ''
      const res = await fetch(`${stack.gatewayUrl}${base}/${collection}/import${query}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${site.owner.token}`, 'content-type': 'text/csv' },
        body: csv,
      })
      return { status: res.status, body: await res.text() }
    }
    const lines = (text: string) =>
      text
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>)
    const csv = [
      'Name,Name (zh-tw),Cook time,Vegan,Extra',
      'Lentil soup,扁豆湯,30,yes,x',
      'Bad time,,-5,no,x',
      ',,10,no,x',
      '"Bread, sourdough",,240,TRUE,x',
    ].join('\r\n')
    const res = await importCsv(recipes.id, csv, { 'Cook time': 'Minutes' })
    expect(res.status, String(res.body)).toBe(200)
    const report = lines(res.body).at(-1)!
    expect(report).toMatchObject({ done: true, added: 2, skipped_columns: ['Extra'] })
    expect(report.failed).toEqual([
      expect.objectContaining({ row: 3, code: 'InvalidFormData', field: 'Minutes' }),
      expect.objectContaining({ row: 4, code: 'CustomDataRequired', field: 'Name' }),
    ])
    // A mapping naming a field the collection lacks is refused before any row goes in.
    const unmapped = await importCsv(recipes.id, csv, { 'Cook time': 'Oven' })
    expect(unmapped.status).toBe(400)
    const listed = await owner().list(recipes.id, '?sort=Name')
    expect(listed.body.total).toBe(2)
    const soup = listed.body.results[1]!
    expect(soup.values).toMatchObject({
      '1': { '*': 'Lentil soup', 'zh-tw': '扁豆湯' },
      '2': { '*': 'lentil-soup', 'zh-tw': '扁豆湯' },
      '3': 30,
      '4': true,
    })

    const exported = await api.get<string>(`${base}/${recipes.id}/export`, {
      token: site.owner.token,
    })
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-type')).toContain('text/csv')
    const rows = exported.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(rows[0]).toBe(
      'id,status,publish_at,published_at,created_at,updated_at,Name,Name (zh-tw),Slug,Slug (zh-tw),Minutes,Vegan',
    )
    expect(rows).toHaveLength(3)
    // The export goes back in as it came out.
    const copy = await created(
      await owner().create({
        name: 'Recipes copy',
        fields: recipes.fields.map(({ name, type }) => ({ name, type })),
      }),
    )
    const again = lines((await importCsv(copy.id, exported.body)).body).at(-1)!
    expect(again).toMatchObject({ done: true, added: 2, failed: [] })
    const copied = await owner().list(copy.id, '?sort=Name')
    expect(copied.body.results.map((r) => r.values)).toEqual(
      listed.body.results.map((r) => r.values),
    )
  })

  it("holds a site to its plan's number of collections and items", async () => {
    const port = await freePort()
    const service = await startService(
      'custom-data',
      {
        ...stack.env['custom-data']!,
        PORT: String(port),
        GRPC_PORT: '0',
        COLLECTION_LIMITS: 'Free:2/3',
      },
      { logFile: `${ROOT}/.data/test-logs/custom-data-${port}.log` },
    )
    started.push(service)
    const small = await createSite({ owner: site.owner, publish: false })
    const direct = owner(small, apiClient(service.url), '')
    const a = await created(await direct.create({ name: 'A', fields: [] }))
    const b = await created(await direct.create({ name: 'B', fields: [] }))
    const third = await direct.create({ name: 'C', fields: [] })
    expect(third.status).toBe(400)
    expect(third.body.code).toBe('CollectionUsageExceeded')
    // Items count across the site's collections.
    for (const collection of [a, b, a]) {
      expect((await direct.addItem(collection.id, { values: {} })).status).toBe(201)
    }
    const fourth = await direct.addItem(b.id, { values: {} })
    expect(fourth.body.code).toBe('CollectionUsageExceeded')
    expect((await direct.list(b.id)).body.total).toBe(1)
  })
})
