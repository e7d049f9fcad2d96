import { describe, expect, it } from 'vitest'
import type { SiteRedirect } from '../types/site.js'
import {
  MAX_REDIRECTS,
  mergeRedirects,
  RedirectTable,
  redirectsFromCsv,
  redirectsProblem,
  withRequestQuery,
} from './redirects.js'
import { siteSeoProblem } from './site-seo.js'

const r = (from: string, to: string, status: 301 | 302 = 301): SiteRedirect => ({
  from,
  to,
  status,
})

const problemOf = (rules: SiteRedirect[]) => {
  const problem = redirectsProblem(rules)
  return problem && `${problem.index}.${problem.field}: ${problem.error.key}`
}

describe('RedirectTable', () => {
  const table = new RedirectTable([
    r('/old', '/new'),
    r('/blog/*', '/news/*'),
    r('/blog/archive/*', '/archive', 302),
    r('/shop/*', 'https://shop.example.com/*'),
    r('/關於', '/zh-tw/關於'),
    r('/docs/*', '/help'),
  ])

  it('answers an exact path with its target and status', () => {
    expect(table.match('/old')).toEqual({ location: '/new', status: 301, index: 0 })
    expect(table.match('/old/page')).toBeUndefined()
    expect(table.match('/older')).toBeUndefined()
  })

  it('carries the rest of a pattern over to a target ending in *', () => {
    expect(table.match('/blog/2024/hello')?.location).toBe('/news/2024/hello')
    expect(table.match('/blog')?.location).toBe('/news')
    expect(table.match('/blogs')).toBeUndefined()
    expect(table.match('/shop/cart')?.location).toBe('https://shop.example.com/cart')
  })

  it('uses a fixed target as it is, and the longest prefix first', () => {
    expect(table.match('/docs/a/b')?.location).toBe('/help')
    expect(table.match('/blog/archive/2020')).toEqual({
      location: '/archive',
      status: 302,
      index: 2,
    })
  })

  it('percent-encodes targets for the Location header', () => {
    expect(table.match('/關於')?.location).toBe('/zh-tw/%E9%97%9C%E6%96%BC')
    expect(table.match('/blog/日記')?.location).toBe('/news/%E6%97%A5%E8%A8%98')
  })

  it('prefers an exact rule over a pattern that covers it', () => {
    const both = new RedirectTable([r('/a/*', '/x/*'), r('/a/b', '/y')])
    expect(both.match('/a/b')?.location).toBe('/y')
    expect(both.match('/a/c')?.location).toBe('/x/c')
  })
})

describe('withRequestQuery', () => {
  it('carries the request query to a target without one', () => {
    expect(withRequestQuery('/new', 'x=1')).toBe('/new?x=1')
    expect(withRequestQuery('/news/2024/hello', 'utm_source=mail&x=%20a')).toBe(
      '/news/2024/hello?utm_source=mail&x=%20a',
    )
    expect(withRequestQuery('https://shop.example.com/cart', 'x=1')).toBe(
      'https://shop.example.com/cart?x=1',
    )
  })

  it("keeps the target's own query first and appends the request's", () => {
    expect(withRequestQuery('/new?a=1', 'x=1')).toBe('/new?a=1&x=1')
    expect(withRequestQuery('/new?', 'x=1')).toBe('/new?x=1')
    expect(withRequestQuery('/new?a=1&', 'x=1')).toBe('/new?a=1&x=1')
  })

  it('puts the query before the fragment', () => {
    expect(withRequestQuery('/new#menu', 'x=1')).toBe('/new?x=1#menu')
    expect(withRequestQuery('/new?a=1#menu', 'x=1')).toBe('/new?a=1&x=1#menu')
  })

  it('leaves the target alone without a query, and drops the parameters named', () => {
    expect(withRequestQuery('/new?a=1', '')).toBe('/new?a=1')
    expect(withRequestQuery('/new', '&&')).toBe('/new')
    expect(withRequestQuery('https://x.example/', 'preview_id=p1&x=1', ['preview_id'])).toBe(
      'https://x.example/?x=1',
    )
    expect(withRequestQuery('https://x.example/', 'preview%5Fid=p1', ['preview_id'])).toBe(
      'https://x.example/',
    )
  })
})

describe('redirectsProblem', () => {
  it('accepts paths, patterns and outside addresses', () => {
    expect(
      problemOf([
        r('/', '/zh-tw', 302),
        r('/old', '/new?from=old#top'),
        r('/blog/*', '/news/*'),
        r('/shop/*', 'https://example.com/*'),
      ]),
    ).toBeUndefined()
    expect(problemOf([r('/*', 'https://example.com/*')])).toBeUndefined()
  })

  it('refuses a loop to itself, between two rules and through a pattern', () => {
    expect(problemOf([r('/a', '/a')])).toBe('0.to: build.redirect_loop')
    expect(problemOf([r('/a', '/b'), r('/b', '/a')])).toBe('0.to: build.redirect_loop')
    expect(problemOf([r('/a/*', '/a/b/*')])).toBe('0.to: build.redirect_loop')
    expect(problemOf([r('/a/*', '/a')])).toBe('0.to: build.redirect_loop')
    expect(problemOf([r('/x/*', '/y/*'), r('/y/c', '/x/c')])).toBe('1.to: build.redirect_loop')
    expect(problemOf([r('/', '/home'), r('/*', '/')])).toBe('0.to: build.redirect_loop')
  })

  it('refuses a chain, naming the first rule whose target is redirected again', () => {
    expect(problemOf([r('/a', '/b'), r('/b', '/c')])).toBe('0.to: build.redirect_chain')
    expect(problemOf([r('/b', '/c'), r('/a', '/b')])).toBe('1.to: build.redirect_chain')
    expect(problemOf([r('/old/*', '/new/*'), r('/new/*', 'https://x.com/*')])).toBe(
      '0.to: build.redirect_chain',
    )
    // A pattern's target that only one exact path under it would meet again is not a chain.
    expect(problemOf([r('/x/*', '/y/*'), r('/y/c', '/z')])).toBeUndefined()
  })

  it('names the field of a malformed rule', () => {
    expect(problemOf([r('old', '/new')])).toBe('0.from: build.redirect_path')
    expect(problemOf([r('/a/../b', '/new')])).toBe('0.from: build.redirect_path')
    expect(problemOf([r('/a/', '/new')])).toBe('0.from: build.redirect_path')
    expect(problemOf([r('/a b', '/new')])).toBe('0.from: build.redirect_path')
    expect(problemOf([r('/a?x=1', '/new')])).toBe('0.from: build.redirect_path')
    expect(problemOf([r('/a*', '/new')])).toBe('0.from: build.redirect_wildcard')
    expect(problemOf([r('/a/*/b', '/new')])).toBe('0.from: build.redirect_wildcard')
    expect(problemOf([r('/_tessera/x', '/new')])).toBe('0.from: build.redirect_reserved')
    expect(problemOf([r('/API/*', '/new')])).toBe('0.from: build.redirect_reserved')
    expect(problemOf([r('/a', 'javascript:alert(1)')])).toBe('0.to: build.redirect_target')
    expect(problemOf([r('/a', '//evil.example')])).toBe('0.to: build.redirect_target')
    expect(problemOf([r('/a', '')])).toBe('0.to: build.redirect_target')
    expect(problemOf([r('/a', '/b/*')])).toBe('0.to: build.redirect_wildcard')
    expect(problemOf([r('/a/*', '/b/*/c')])).toBe('0.to: build.redirect_wildcard')
    expect(problemOf([{ from: '/a', to: '/b', status: 307 as 301 }])).toBe(
      '0.status: build.redirect_status',
    )
    expect(problemOf([r('/a', '/b'), r('/a', '/c')])).toBe('1.from: build.redirect_duplicate')
  })

  it('keeps the list to its limit', () => {
    const many = Array.from({ length: MAX_REDIRECTS + 1 }, (_, i) => r(`/p${i}`, '/home'))
    expect(redirectsProblem(many)?.error.key).toBe('build.redirects_too_many')
    expect(redirectsProblem(many.slice(0, MAX_REDIRECTS))).toBeUndefined()
  })

  it('is named under the SEO settings for the save error', () => {
    expect(siteSeoProblem({ redirects: [r('/a', '/b'), r('/b', '/a')] })).toEqual({
      field: 'redirects[0].to',
      error: { key: 'build.redirect_loop' },
    })
    expect(siteSeoProblem({ robots: 'User-agent: *', redirects: [] })).toBeUndefined()
  })
})

describe('redirectsFromCsv', () => {
  it('reads two or three columns, with or without a header', () => {
    expect(
      redirectsFromCsv('from,to,status\n/old,/new,302\n\n"/blog/*","/news/*"\r\n/x,/y,301\n'),
    ).toEqual({
      redirects: [r('/old', '/new', 302), r('/blog/*', '/news/*'), r('/x', '/y')],
    })
    expect(redirectsFromCsv('/a,/b')).toEqual({ redirects: [r('/a', '/b')] })
  })

  it('names the line of the first bad row', () => {
    expect(redirectsFromCsv('from,to\n/a,/b\n/c,/d,307')).toEqual({
      error: { key: 'build.redirect_status', row: 3 },
    })
    expect(redirectsFromCsv('/a,/b\nc,/d')).toEqual({
      error: { key: 'build.redirect_path', row: 2 },
    })
    expect(redirectsFromCsv('/a,/b,301,extra')).toEqual({
      error: { key: 'build.redirects_csv_columns', row: 1 },
    })
    expect(redirectsFromCsv('from,to\n')).toEqual({ error: { key: 'build.redirects_csv_empty' } })
  })

  it('merges an import over the list, the imported target winning', () => {
    expect(
      mergeRedirects([r('/a', '/b'), r('/c', '/d')], [r('/c', '/e', 302), r('/f', '/g')]),
    ).toEqual([r('/a', '/b'), r('/c', '/e', 302), r('/f', '/g')])
  })
})
