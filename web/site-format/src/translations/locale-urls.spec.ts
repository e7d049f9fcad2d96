import { describe, expect, it } from 'vitest'
import { createSite } from '../defaults/create-site.js'
import type { Site } from '../types/site.js'
import { defaultLanguage } from './active-language.js'
import { localeHref, localeHrefs, resolveLocalePath, validateLocaleRoute } from './locale-urls.js'

/** A site in en and zh-tw with a home page, /contact (zh-tw: /聯絡) and /about. */
function bilingual(): Site {
  const site = createSite('Bakery')
  const home = site.pages['/home']!
  site.context.i18n = { en: { hi: 'Hello' }, 'zh-tw': { hi: '你好' } }
  site.pages['/contact'] = {
    ...home,
    name: 'Contact',
    route: '/contact',
    head: { localeRoutes: { 'zh-tw': '/聯絡' } },
  }
  site.pages['/about'] = { ...home, name: 'About', route: '/about', head: {} }
  site.pageOrder.push('/contact', '/about')
  return site
}

describe('locale URLs', () => {
  it('takes the first language as the default, else en', () => {
    expect(defaultLanguage(bilingual().context.i18n)).toBe('en')
    expect(defaultLanguage(createSite('Plain').context.i18n)).toBe('en')
    const zhFirst = bilingual()
    zhFirst.context.i18n = { 'zh-tw': {}, en: {} }
    expect(defaultLanguage(zhFirst.context.i18n)).toBe('zh-tw')
    expect(localeHref(zhFirst, '/about', 'zh-tw')).toBe('/about')
    expect(localeHref(zhFirst, '/about', 'en')).toBe('/en/about')
  })

  it('puts the default language at the route and others under their code', () => {
    const site = bilingual()
    expect(localeHref(site, '/home', 'en')).toBe('/')
    expect(localeHref(site, '/home', 'zh-tw')).toBe('/zh-tw')
    expect(localeHref(site, '/contact', 'en')).toBe('/contact')
    expect(localeHref(site, '/contact', 'zh-tw')).toBe('/zh-tw/聯絡')
    expect(localeHref(site, '/about', 'zh-tw')).toBe('/zh-tw/about')
    expect(localeHrefs(site, '/contact')).toEqual([
      { lang: 'en', href: '/contact' },
      { lang: 'zh-tw', href: '/zh-tw/聯絡' },
    ])
    expect(localeHrefs(createSite('Plain'), '/home')).toEqual([])
  })

  it('reads every address back as the page and language it was made from', () => {
    const site = bilingual()
    for (const route of site.pageOrder) {
      for (const { lang, href } of localeHrefs(site, route)) {
        const found = resolveLocalePath(site, href)
        expect(found.lang).toBe(lang)
        expect(found.route === '/' ? site.defaults.homePage : found.route).toBe(route)
      }
    }
  })

  it('reads paths without a known language as the default language', () => {
    const site = bilingual()
    expect(resolveLocalePath(site, '/fr/about')).toEqual({ lang: 'en', route: '/fr/about' })
    expect(resolveLocalePath(site, '/en/about')).toEqual({ lang: 'en', route: '/en/about' })
    expect(resolveLocalePath(site, '/ZH-TW/about')).toEqual({ lang: 'zh-tw', route: '/about' })
    // The page's own route answers in the language too; its canonical is the localized one.
    expect(resolveLocalePath(site, '/zh-tw/contact')).toEqual({
      lang: 'zh-tw',
      route: '/contact',
    })
    expect(resolveLocalePath(site, '/zh-tw/nope')).toEqual({ lang: 'zh-tw', route: '/nope' })
  })

  it('refuses malformed, reserved and taken localized routes', () => {
    const site = bilingual()
    const check = (value: string, route = '/about') =>
      validateLocaleRoute(site, route, 'zh-tw', value)?.key
    expect(check('')).toBeUndefined()
    expect(check('/關於')).toBeUndefined()
    expect(check('/about-us/team')).toBeUndefined()
    for (const bad of [
      'about',
      '/',
      '/a/',
      '/a//b',
      '/../x',
      '/a/..',
      '/a/./b',
      '/a?b',
      '/a#b',
      '/a b',
      '/a\\b',
    ]) {
      expect(check(bad), bad).toBe('build.locale_route_format')
    }
    expect(check('/' + 'x'.repeat(200))).toBe('build.locale_route_format')
    expect(check('/_tessera')).toBe('build.locale_route_reserved')
    expect(check('/_Tessera/runtime.js')).toBe('build.locale_route_reserved')
    expect(check('/聯絡')).toBe('build.locale_route_unique')
    // Another page's own route is its zh-tw route too, unless it has a localized one.
    expect(check('/home')).toBe('build.locale_route_unique')
    expect(check('/contact')).toBeUndefined()
    // A page may keep its own localized route.
    expect(check('/聯絡', '/contact')).toBeUndefined()
  })
})
