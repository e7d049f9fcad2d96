import { describe, expect, it } from 'vitest'
import { createSite } from '../defaults/create-site.js'
import type { Component } from '../types/component.js'
import type { Site } from '../types/site.js'
import { itemRoute, matchTemplatePage, pageLists } from './page-collections.js'

const POSTS = '0b6a4f3e-2d1c-4b5a-9e8f-7a6b5c4d3e2f'
const TAGS = '1c7b5a4f-3e2d-4c6b-8f9a-8b7c6d5e4f3a'

const node = (id: string, extra: Partial<Component> = {}): Component => ({
  id,
  name: id,
  tag: 'div',
  style: { custom: {} },
  ...extra,
})

function withTemplates(): Site {
  const site = createSite('Bakery')
  const home = site.pages[site.defaults.homePage]!
  for (const [route, name] of [
    ['/blog/:slug', 'Post'],
    ['/blog/:slug/comments', 'Comments'],
    ['/shop/:item', 'Product'],
  ] as const) {
    site.pages[route] = {
      ...structuredClone(home),
      name,
      route,
      collection: { collection: POSTS, slugField: 2 },
    }
    site.pageOrder.push(route)
  }
  site.pages['/shop/:item']!.public = false
  site.pages['/blog/:slug']!.head = { localeRoutes: { 'zh-tw': '/部落格/:slug' } }
  return site
}

describe('template pages', () => {
  it('take the path whose segments fit, the parameter taking one whole segment', () => {
    const site = withTemplates()
    expect(matchTemplatePage(site, '/blog/bread', 'en')).toEqual({
      route: '/blog/:slug',
      slug: 'bread',
    })
    expect(matchTemplatePage(site, '/blog/bread/comments', 'en')).toEqual({
      route: '/blog/:slug/comments',
      slug: 'bread',
    })
    expect(matchTemplatePage(site, '/blog', 'en')).toBeUndefined()
    expect(matchTemplatePage(site, '/blog/', 'en')).toBeUndefined()
    expect(matchTemplatePage(site, '/blog/a/b', 'en')).toBeUndefined()
    // Not public: never reached.
    expect(matchTemplatePage(site, '/shop/cake', 'en')).toBeUndefined()
  })

  it('take their route in the language the path is in', () => {
    const site = withTemplates()
    expect(matchTemplatePage(site, '/部落格/麵包', 'zh-tw')).toEqual({
      route: '/blog/:slug',
      slug: '麵包',
    })
    expect(matchTemplatePage(site, '/blog/bread', 'zh-tw')).toBeUndefined()
  })

  it('have an address per item', () => {
    expect(itemRoute('/zh-tw/部落格/:slug', '麵包')).toBe('/zh-tw/部落格/麵包')
    expect(itemRoute('/blog/:slug/comments', 'a$&b')).toBe('/blog/a$&b/comments')
  })
})

describe('page lists', () => {
  it('are the lists that query a collection, outside other lists', () => {
    const site = createSite('Bakery')
    const root = site.pages[site.defaults.homePage]!.root
    const tags = node('tags', { list: { source: { field: 3 }, limit: 5 } })
    const inner = node('inner', { list: { collection: TAGS, limit: 5 } })
    const posts = node('posts', {
      list: { collection: POSTS, limit: 10 },
      children: [node('card', { children: [tags, inner] })],
    })
    const unset = node('unset', { list: { limit: 3 }, children: [node('design')] })
    root.children = [node('wrap', { children: [posts] }), unset]
    expect(pageLists(site.pages[site.defaults.homePage]!)).toEqual([
      { id: 'posts', list: { collection: POSTS, limit: 10 } },
    ])
  })
})
