import { randomUUID } from 'node:crypto'
import { uniqueSuffix } from '@tessera/kit/testing'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  api,
  register,
  registerAdmin,
  siteContent,
  sql,
  type ErrorBody,
  type User,
} from './helpers.js'

interface TemplateBody {
  id: string
  collection_id: string
  name: string
  description: string
  categories: string[]
  preview_url: string | null
  signed_preview_url: string | null
  version: string
  context: string
  defaults: string
  pages: string
  pageOrder: string
  public: boolean
  created_at: string
  updated_at: string
}

let admin: User
let owner: User
const collection = `test-${uniqueSuffix()}`

function templateBody(overrides: Record<string, unknown> = {}) {
  const { context, defaults, pages, pageOrder } = siteContent('Template Site')
  return {
    collection_id: collection,
    name: 'Portfolio',
    description: 'A one-page portfolio',
    categories: ['Portfolio'],
    context,
    defaults,
    pages,
    pageOrder,
    ...overrides,
  }
}

beforeAll(async () => {
  admin = await registerAdmin()
  owner = await register()
})

describe('templates', () => {
  it('ships twelve public templates in the default collection, six for the main categories', async () => {
    const res = await api.get<{ results: TemplateBody[] }>('/api/templates')
    expect(res.status).toBe(200)
    const shipped = res.body.results.filter((t) => t.preview_url?.startsWith('/template-previews/'))
    expect(shipped).toHaveLength(12)
    expect(new Set(shipped.map((t) => t.categories[0]))).toEqual(
      new Set([
        'Blog',
        'Business',
        'Community',
        'Educational',
        'Personal',
        'Portfolio',
        'Entertainment',
      ]),
    )
    for (const template of shipped) {
      expect(template).toMatchObject({ collection_id: 'default', version: '2', public: true })
      expect(JSON.parse(template.pageOrder).length).toBeGreaterThanOrEqual(2)
      expect(Object.keys(JSON.parse(template.context).i18n).sort()).toEqual(['en', 'zh-tw'])
      const one = await api.get<TemplateBody>(`/api/templates/${template.id}`)
      expect(one.body.pages).toBe(template.pages)
    }
  })

  it('lets an admin save one: version 2, public, content as JSON text', async () => {
    const res = await api.post<TemplateBody>('/api/templates', {
      token: admin.token,
      body: templateBody({ preview_url: 'https://assets.example.test/p.png' }),
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      collection_id: collection,
      name: 'Portfolio',
      version: '2',
      public: true,
      categories: ['Portfolio'],
      preview_url: 'https://assets.example.test/p.png',
      signed_preview_url: 'https://assets.example.test/p.png',
    })
    expect(JSON.parse(res.body.pageOrder)).toEqual(['/home'])
    const one = await api.get<TemplateBody>(`/api/templates/${res.body.id}`)
    expect(one.status).toBe(200)
    expect(one.body).toEqual(res.body)
  })

  it('lists a collection to anyone, filtered by categories, hiding non-public ones from non-admins', async () => {
    const made: TemplateBody[] = []
    for (const body of [
      templateBody({ name: 'Blog one', categories: ['Blog'] }),
      templateBody({ name: 'Shop', categories: ['Business', 'Portfolio'] }),
      templateBody({ name: 'Hidden', categories: ['Blog'], public: false }),
    ]) {
      made.push((await api.post<TemplateBody>('/api/templates', { token: admin.token, body })).body)
    }
    const names = async (query: string, token?: string) =>
      (
        await api.get<{ results: TemplateBody[] }>(
          `/api/templates?collection_id=${collection}${query}`,
          {
            ...(token ? { token } : {}),
          },
        )
      ).body.results
        .map((t) => t.name)
        .sort()
    expect(await names('')).toEqual(expect.arrayContaining(['Blog one', 'Shop']))
    expect(await names('')).not.toContain('Hidden')
    expect(await names('', admin.token)).toContain('Hidden')
    expect(await names('&categories=Blog')).toEqual(['Blog one'])
    expect(await names('&categories=Business,Blog')).toEqual(['Blog one', 'Shop'])
    expect((await api.get(`/api/templates/${made[2]!.id}`)).status).toBe(404)
    expect((await api.get(`/api/templates/${made[2]!.id}`, { token: admin.token })).status).toBe(
      200,
    )
    const other = await api.get<{ results: TemplateBody[] }>(
      `/api/templates?collection_id=none-${uniqueSuffix()}`,
    )
    expect(other.body.results).toEqual([])
    const bad = await api.get<ErrorBody>(
      `/api/templates?collection_id=${collection}&categories=Nope`,
    )
    expect(bad.status).toBe(400)
  })

  it('lists cards without content with summary=true, and refuses other values', async () => {
    const made = (
      await api.post<TemplateBody>('/api/templates', {
        token: admin.token,
        body: templateBody({ name: 'Summary', categories: ['Personal'] }),
      })
    ).body
    const full = await api.get<{ results: TemplateBody[] }>(
      `/api/templates?collection_id=${collection}&categories=Personal`,
    )
    const cards = await api.get<{ results: Partial<TemplateBody>[] }>(
      `/api/templates?collection_id=${collection}&categories=Personal&summary=true`,
    )
    expect(cards.status).toBe(200)
    const card = cards.body.results.find((t) => t.id === made.id)
    const { context, defaults, pages, pageOrder, ...rest } = full.body.results.find(
      (t) => t.id === made.id,
    )!
    expect([context, defaults, pages, pageOrder].every((part) => part.length > 0)).toBe(true)
    expect(card).toEqual(rest)
    expect(JSON.stringify(cards.body).length).toBeLessThan(JSON.stringify(full.body).length / 2)
    const bad = await api.get<ErrorBody>(`/api/templates?summary=yes`)
    expect(bad.status).toBe(400)
  })

  it('lets an admin update and delete one', async () => {
    const made = (
      await api.post<TemplateBody>('/api/templates', { token: admin.token, body: templateBody() })
    ).body
    const updated = await api.patch<TemplateBody>(`/api/templates/${made.id}`, {
      token: admin.token,
      body: { description: 'Changed', categories: ['Wiki'] },
    })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ description: 'Changed', categories: ['Wiki'] })
    const none = await api.patch<ErrorBody>(`/api/templates/${made.id}`, {
      token: admin.token,
      body: {},
    })
    expect(none.body.code).toBe('NoUpdates')
    expect((await api.delete(`/api/templates/${made.id}`, { token: admin.token })).status).toBe(204)
    expect((await api.get(`/api/templates/${made.id}`)).status).toBe(404)
    expect((await api.delete(`/api/templates/${made.id}`, { token: admin.token })).status).toBe(404)
  })

  it('refuses non-admins (403) and anonymous writers (401), storing nothing', async () => {
    const made = (
      await api.post<TemplateBody>('/api/templates', { token: admin.token, body: templateBody() })
    ).body
    for (const [method, path, body] of [
      ['POST', '/api/templates', templateBody({ name: 'Sneaky' })],
      ['PATCH', `/api/templates/${made.id}`, { name: 'Sneaky' }],
      ['DELETE', `/api/templates/${made.id}`, undefined],
    ] as const) {
      expect((await api.request(method, path, { token: owner.token, body })).status).toBe(403)
      expect((await api.request(method, path, { body })).status).toBe(401)
    }
    expect(await sql("SELECT 1 FROM sites.templates WHERE name = 'Sneaky'")).toEqual([])
  })

  it.each([
    [{ name: '' }],
    [{ description: '' }],
    [{ pages: '{broken' }],
    [{ pageOrder: '{}' }],
    [{ categories: ['Nope'] }],
    [{ preview_url: 'not a url' }],
    [{ context: undefined }],
  ])('answers InvalidFormData for %j', async (overrides) => {
    const name = `Bad ${uniqueSuffix()}`
    const res = await api.post<ErrorBody>('/api/templates', {
      token: admin.token,
      body: templateBody({ name, ...overrides }),
    })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('InvalidFormData')
    expect(await sql('SELECT 1 FROM sites.templates WHERE name = $1', [name])).toEqual([])
  })

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    expect((await api.get(`/api/templates/${randomUUID()}`)).status).toBe(404)
    expect((await api.get('/api/templates/abc')).status).toBe(400)
  })
})
