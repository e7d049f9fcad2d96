import { ApiError } from '@tessera/kit'
import { createSite, serializeSite } from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import { changesContent, checkSave, pickParts } from './content-rules.js'

const stored = serializeSite(createSite('My Site'))
const limits = { pagesLimit: 100_000, historyLimit: 50_000 }

function codeOf(fn: () => void): string | undefined {
  try {
    fn()
    return undefined
  } catch (error) {
    return error instanceof ApiError ? `${error.code}: ${error.message}` : 'not-an-api-error'
  }
}

describe('checkSave', () => {
  it('accepts a valid change and reads the whole site', () => {
    const site = checkSave(stored, { name: 'Renamed Site' }, limits)
    expect(site.name).toBe('Renamed Site')
    expect(site.pageOrder).toEqual(['/home'])
  })

  it('refuses a bad name with site_name', () => {
    expect(codeOf(() => checkSave(stored, { name: 'x' }, limits))).toMatch(/^site_name/)
  })

  it('refuses parts that are not JSON, or not a site part', () => {
    expect(codeOf(() => checkSave(stored, { pages: '{not json' }, limits))).toMatch(
      /^InvalidFormData/,
    )
    expect(codeOf(() => checkSave(stored, { pageOrder: '"nope"' }, limits))).toMatch(
      /^InvalidFormData/,
    )
  })

  it('gives DataLimitExceeded over the pages limit, counting bytes not characters', () => {
    const pages = JSON.parse(stored.pages) as Record<string, { name: string }>
    pages['/home']!.name = '網'.repeat(40_000)
    const big = JSON.stringify(pages)
    expect(big.length).toBeLessThan(limits.pagesLimit)
    expect(codeOf(() => checkSave(stored, { pages: big }, limits))).toMatch(/^DataLimitExceeded/)
  })

  it('refuses a localized route that breaks a rule, naming the field, and keeps good ones', () => {
    const withRoute = (lang: string, route: string) => {
      const pages = JSON.parse(stored.pages) as Record<string, { head: object }>
      pages['/home']!.head = { localeRoutes: { [lang]: route } }
      return JSON.stringify(pages)
    }
    expect(
      checkSave(stored, { pages: withRoute('zh-tw', '/首頁') }, limits).pages['/home']!.head,
    ).toEqual({ localeRoutes: { 'zh-tw': '/首頁' } })
    expect(codeOf(() => checkSave(stored, { pages: withRoute('zh-tw', '/a/../b') }, limits))).toBe(
      'InvalidFormData: pages["/home"].head.localeRoutes["zh-tw"]: build.locale_route_format',
    )
    expect(
      codeOf(() => checkSave(stored, { pages: withRoute('zh-tw', '/_tessera/x') }, limits)),
    ).toMatch(/localeRoutes\["zh-tw"\]: build.locale_route_reserved$/)
    expect(
      codeOf(() => checkSave(stored, { pages: withRoute('Not a code', '/x') }, limits)),
    ).toMatch(/: build.locale_route_language$/)
  })

  it('refuses a robots.txt over 64 KiB, naming the field', () => {
    const defaults = (robots: string) =>
      JSON.stringify({ head: {}, seo: { robots }, homePage: '/home' })
    expect(checkSave(stored, { defaults: defaults('Disallow: /x') }, limits).defaults.seo).toEqual({
      robots: 'Disallow: /x',
    })
    expect(
      codeOf(() => checkSave(stored, { defaults: defaults('#'.repeat(65_537)) }, limits)),
    ).toBe('InvalidFormData: defaults.seo.robots: build.robots_too_long')
  })

  it('refuses redirects that loop or chain, naming the field', () => {
    const defaults = (redirects: unknown) =>
      JSON.stringify({ head: {}, seo: { redirects }, homePage: '/home' })
    const fine = [{ from: '/old/*', to: '/new/*', status: 301 }]
    expect(checkSave(stored, { defaults: defaults(fine) }, limits).defaults.seo).toEqual({
      redirects: fine,
    })
    const loop = [
      { from: '/a', to: '/b', status: 301 },
      { from: '/b', to: '/a', status: 302 },
    ]
    expect(codeOf(() => checkSave(stored, { defaults: defaults(loop) }, limits))).toBe(
      'InvalidFormData: defaults.seo.redirects[0].to: build.redirect_loop',
    )
    const status = [{ from: '/a', to: '/b', status: 307 }]
    expect(codeOf(() => checkSave(stored, { defaults: defaults(status) }, limits))).toMatch(
      /^InvalidFormData: /,
    )
    const organization = { type: 'Organization', name: 'Acme', email: 'nope' }
    expect(
      codeOf(() =>
        checkSave(
          stored,
          { defaults: JSON.stringify({ head: {}, seo: { organization }, homePage: '/home' }) },
          limits,
        ),
      ),
    ).toBe('InvalidFormData: defaults.seo.organization.email: build.jsonld_email')
  })

  it("refuses an article's date that is no date, naming the page", () => {
    const withArticle = (published: string) => {
      const pages = JSON.parse(stored.pages) as Record<string, { head: object }>
      pages['/home']!.head = { article: { published } }
      return JSON.stringify(pages)
    }
    expect(
      checkSave(stored, { pages: withArticle('2026-03-01') }, limits).pages['/home']!.head,
    ).toEqual({ article: { published: '2026-03-01' } })
    expect(codeOf(() => checkSave(stored, { pages: withArticle('March 1') }, limits))).toBe(
      'InvalidFormData: pages["/home"].head.article.published: build.jsonld_date',
    )
  })

  it("gives a history error whose message starts with 'History'", () => {
    const history = JSON.stringify({ back: [{ type: 'x', data: 'y'.repeat(60_000) }], forward: [] })
    const result = codeOf(() => checkSave(stored, { history }, limits))
    expect(result).toMatch(/^HistoryLimitExceeded: History/)
  })
})

describe('parts', () => {
  it('picks only content parts that are strings', () => {
    expect(pickParts({ name: 'A b', pages: '{}', update_key: 'k', editor: 3 })).toEqual({
      name: 'A b',
      pages: '{}',
    })
  })

  it('counts editor state alone as no content change', () => {
    expect(changesContent({ editor: '{}' })).toBe(false)
    expect(changesContent({ editor: '{}', name: 'x' })).toBe(true)
  })
})
