import {
  deserializeSite,
  serializeSite,
  type Component,
  type Site as SiteDocument,
} from '@tessera/site-format'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  api,
  createSiteFor,
  hostOf,
  load,
  register,
  siteServer,
  titleOf,
  visit,
  type SavedBody,
  type SiteBody,
  type User,
} from './helpers.js'

interface Collection {
  id: string
  fields: Array<{ id: number; name: string }>
}
interface Item {
  id: string
}

let user: User
let site: SiteBody
let posts: Collection
let team: Collection
let menu: Collection
let host: string
const items: Record<string, Item> = {}

const base = () => `/api/sites/${site.id}/custom_data/collections`

async function createCollection(body: unknown): Promise<Collection> {
  const res = await api.post<Collection>(base(), { token: user.token, body })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body
}

async function addItem(collection: Collection, body: unknown): Promise<Item> {
  const res = await api.post<Item>(`${base()}/${collection.id}/items`, { token: user.token, body })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body
}

async function patchItem(collection: Collection, item: Item, body: unknown): Promise<void> {
  const res = await api.patch(`${base()}/${collection.id}/items/${item.id}`, {
    token: user.token,
    body,
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
}

const field = (collection: Collection, name: string) =>
  collection.fields.find((f) => f.name === name)!.id

let nextId = 0
function component(site: SiteDocument, fields: Partial<Component>, parent: Component): Component {
  const created: Component = {
    id: `${site.context.namespace}-c-${site.context.nextId++}`,
    name: `Part ${nextId++}`,
    tag: 'div',
    style: { custom: {} },
    parentId: parent.id,
    ...fields,
  }
  ;(parent.children ??= []).push(created)
  return created
}

function page(site: SiteDocument, route: string, name: string): Component {
  const root: Component = {
    id: `${site.context.namespace}-c-${site.context.nextId++}`,
    name: 'Root',
    tag: 'main',
    style: { custom: {} },
  }
  site.pages[route] = { name, route, public: true, head: { title: name }, root }
  site.pageOrder.push(route)
  return root
}

/**
 * `/blog` lists posts (two a page, newest first), `/blog/:slug` shows one with its cover,
 * `/team` lists the team, and `/not-found` is the site's own 404 page.
 */
function buildPages(site: SiteDocument): void {
  const title = field(posts, 'Title')
  const blog = page(site, '/blog', 'Blog')
  const list = component(
    site,
    {
      tag: 'section',
      list: {
        collection: posts.id,
        limit: 2,
        sort: [{ field: 'created_at', desc: true }],
        paginate: true,
      },
    },
    blog,
  )
  const card = component(site, { tag: 'article' }, list)
  component(site, { tag: 'h2', content: 'Title', bindings: { content: { field: title } } }, card)
  component(site, { tag: 'p', content: 'No posts yet' }, list)

  const post = page(site, '/blog/:slug', 'Post')
  site.pages['/blog/:slug']!.collection = { collection: posts.id, slugField: field(posts, 'Slug') }
  component(site, { tag: 'h1', bindings: { content: { field: title } } }, post)
  component(site, { tag: 'div', bindings: { content: { field: field(posts, 'Body') } } }, post)

  const teamPage = page(site, '/team', 'Team')
  const people = component(site, { tag: 'ul', list: { collection: team.id, limit: 10 } }, teamPage)
  component(site, { tag: 'li', bindings: { content: { field: field(team, 'Name') } } }, people)
  // The menu by course, then by dish from Z to A: the second key orders within a course.
  const menuPage = page(site, '/menu', 'Menu')
  const dishes = component(
    site,
    {
      tag: 'ul',
      list: {
        collection: menu.id,
        limit: 10,
        sort: [
          { field: field(menu, 'Course'), desc: false },
          { field: field(menu, 'Dish'), desc: true },
        ],
      },
    },
    menuPage,
  )
  component(site, { tag: 'li', bindings: { content: { field: field(menu, 'Dish') } } }, dishes)
  const notFound = page(site, '/not-found', 'Not found')
  component(site, { tag: 'p', content: 'Nothing at this address' }, notFound)
}

async function saveLive(edit: (site: SiteDocument) => void): Promise<void> {
  const loaded = await load(user, site.id)
  const document = deserializeSite(loaded)
  edit(document)
  const { context, pages, pageOrder } = serializeSite(document)
  const saved = await siteServer.patch<SavedBody>(`/api/sites/${site.id}`, {
    token: user.token,
    body: { context, pages, pageOrder, update_key: loaded.update_key },
  })
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
}

const headings = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`, 'g'))].map((m) => m[1])

beforeAll(async () => {
  user = await register()
  site = await createSiteFor(user, () => {}, { publish: true })
  host = hostOf(site.subdomain)
  posts = await createCollection({
    name: 'Posts',
    fields: [
      { name: 'Title', type: 'PlainText' },
      { name: 'Slug', type: 'Slug' },
      { name: 'Body', type: 'RichText' },
    ],
  })
  team = await createCollection({ name: 'Team', fields: [{ name: 'Name', type: 'PlainText' }] })
  menu = await createCollection({
    name: 'Menu',
    fields: [
      { name: 'Course', type: 'PlainText' },
      { name: 'Dish', type: 'PlainText' },
    ],
  })
  for (const [course, dish] of [
    ['Mains', 'Pie'],
    ['Starters', 'Soup'],
    ['Mains', 'Stew'],
  ]) {
    await addItem(menu, {
      status: 'Published',
      values: { [String(field(menu, 'Course'))]: course, [String(field(menu, 'Dish'))]: dish },
    })
  }
  const t = String(field(posts, 'Title'))
  const body = String(field(posts, 'Body'))
  // Created one after another: newest first is cake, rye, bread.
  for (const [key, title] of [
    ['bread', 'Bread'],
    ['rye', 'Rye'],
    ['cake', 'Cake'],
  ] as const) {
    items[key] = await addItem(posts, {
      status: 'Published',
      values: { [t]: title, [body]: `<p>All about ${title.toLowerCase()}</p>` },
    })
  }
  items.secret = await addItem(posts, { status: 'Draft', values: { [t]: 'Secret' } })
  items.ada = await addItem(team, {
    status: 'Published',
    values: { [String(field(team, 'Name'))]: 'Ada' },
  })
  await saveLive(buildPages)
}, 60_000)

describe('collection pages on the site server', () => {
  it('renders a list page and an item page from published items, with page links', async () => {
    const blog = await visit(host, '/blog')
    expect(blog.status).toBe(200)
    expect(headings(blog.text, 'h2')).toEqual(['Cake', 'Rye'])
    expect(blog.text).toContain('href="?page=2"')
    expect(blog.text).not.toContain('Secret')
    const second = await visit(host, '/blog?page=2')
    expect(headings(second.text, 'h2')).toEqual(['Bread'])
    expect(second.text).toContain('href="?page=1"')

    const bread = await visit(host, '/blog/bread')
    expect(bread.status).toBe(200)
    expect(titleOf(bread.text)).toBe('Post')
    expect(headings(bread.text, 'h1')).toEqual(['Bread'])
    expect(bread.text).toContain('<p>All about bread</p>')
    expect(bread.text).toMatch(/<link rel="canonical" href="[^"]*\/blog\/bread">/)
  })

  it('orders a list by a second key where the first ties', async () => {
    expect(headings((await visit(host, '/menu')).text, 'li')).toEqual(['Stew', 'Pie', 'Soup'])
  })

  it('answers the site 404 page for an unknown slug, a draft and the template route itself', async () => {
    for (const path of ['/blog/no-such-post', '/blog/secret', '/blog/:slug']) {
      const res = await visit(host, path)
      expect(res.status, path).toBe(404)
      expect(res.text, path).toContain('Nothing at this address')
      expect(res.text, path).not.toContain('Secret')
    }
  })

  it('shows drafts on the preview link only', async () => {
    const enabled = await api.patch<SiteBody>(`/api/sites/${site.id}`, {
      token: user.token,
      body: { enable_preview: true },
    })
    expect(enabled.status, JSON.stringify(enabled.body)).toBe(200)
    const preview = `?preview_id=${encodeURIComponent(enabled.body.preview_id!)}`
    const draft = await visit(host, `/blog/secret${preview}`)
    expect(draft.status).toBe(200)
    expect(headings(draft.text, 'h1')).toEqual(['Secret'])
    expect(headings((await visit(host, `/blog${preview}`)).text, 'h2')).toEqual(['Secret', 'Cake'])
    expect((await visit(host, '/blog/secret')).status).toBe(404)
  })

  it('lists every published item in the sitemap, and never the template route', async () => {
    const sitemap = (await visit(host, '/sitemap.xml')).text
    for (const slug of ['bread', 'rye', 'cake']) expect(sitemap).toContain(`/blog/${slug}</loc>`)
    expect(sitemap).not.toContain('secret')
    expect(sitemap).not.toContain(':slug')
    expect(sitemap).toContain('/team</loc>')
  })

  it('shows an edited item within 2 s, and a published draft at its address', async () => {
    // Cached, all of them.
    expect(headings((await visit(host, '/team')).text, 'li')).toEqual(['Ada'])
    expect(headings((await visit(host, '/blog/bread')).text, 'h1')).toEqual(['Bread'])
    expect(headings((await visit(host, '/blog')).text, 'h2')).toEqual(['Cake', 'Rye'])

    const started = Date.now()
    await patchItem(posts, items.cake!, {
      values: { [String(field(posts, 'Title'))]: 'Carrot cake' },
    })
    let seenAfter = 0
    await expect
      .poll(
        async () => {
          const titles = headings((await visit(host, '/blog')).text, 'h2')
          seenAfter = Date.now() - started
          return titles
        },
        { timeout: 2000, interval: 50 },
      )
      .toEqual(['Carrot cake', 'Rye'])
    expect(seenAfter).toBeLessThan(2000)
    expect(headings((await visit(host, '/blog/cake')).text, 'h1')).toEqual(['Carrot cake'])

    // Publishing the draft shows it at its address, which answered 404 before.
    await patchItem(posts, items.secret!, { status: 'Published' })
    await expect
      .poll(async () => (await visit(host, '/blog/secret')).status, { timeout: 2000, interval: 50 })
      .toBe(200)

    // Another collection's change shows on its page too.
    await patchItem(team, items.ada!, { values: { [String(field(team, 'Name'))]: 'Ada L.' } })
    await expect
      .poll(async () => headings((await visit(host, '/team')).text, 'li'), { timeout: 2000 })
      .toEqual(['Ada L.'])
  })
})
