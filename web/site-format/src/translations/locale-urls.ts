import type { Site } from '../types/site.js'
import { invalid, type ValidationResult } from '../validation/validation-error.js'
import { defaultLanguage } from './active-language.js'

/*
 * Published pages have one address per language: the default language at the page's route
 * (`/contact`, `/` for the home page), every other language under its code (`/zh-tw/contact`,
 * `/zh-tw` for the home page), at the page's localized route for that language when it has one
 * (`/zh-tw/聯絡`).
 */

/** Paths a site can never own: the runtime and other files the site server serves itself. */
const RESERVED_PREFIX = '/_tessera'
const MAX_ROUTE_LENGTH = 200

/** The languages a site is published in: the keys of its translations, the default first. */
export function siteLanguages(site: Site): string[] {
  return Object.keys(site.context.i18n ?? {})
}

/** The route a page has in a language: its localized route, else its own. */
export function localizedRoute(site: Site, route: string, lang: string): string {
  const own = Object.hasOwn(site.pages, route) ? site.pages[route]?.head.localeRoutes : undefined
  const localized = own !== undefined && Object.hasOwn(own, lang) ? own[lang] : undefined
  return typeof localized === 'string' && localized !== '' ? localized : route
}

/** Where a page of the site is found in a language (not URI-encoded). */
export function localeHref(site: Site, route: string, lang: string): string {
  const home = route === site.defaults.homePage
  if (lang === defaultLanguage(site.context.i18n)) return home ? '/' : route
  const prefix = `/${lang}`
  return home ? prefix : prefix + localizedRoute(site, route, lang)
}

/** A page's address in each of the site's languages, the default language first. */
export function localeHrefs(site: Site, route: string): Array<{ lang: string; href: string }> {
  const languages = siteLanguages(site)
  if (languages.length === 0) return []
  return languages.map((lang) => ({ lang, href: localeHref(site, route, lang) }))
}

/**
 * The language and page route a decoded request path names: `/zh-tw/聯絡` is the page whose
 * zh-tw route is `/聯絡` (or whose own route is, when it has no localized one). Paths without a
 * language prefix are in the default language. The route may name no page.
 */
export function resolveLocalePath(site: Site, path: string): { lang: string; route: string } {
  const fallback = defaultLanguage(site.context.i18n)
  const slash = path.indexOf('/', 1)
  const first = (slash < 0 ? path.slice(1) : path.slice(1, slash)).toLowerCase()
  const lang = siteLanguages(site).find((code) => code.toLowerCase() === first)
  if (lang === undefined || lang === fallback) return { lang: fallback, route: path }
  const rest = slash < 0 ? '/' : path.slice(slash)
  if (rest === '/') return { lang, route: '/' }
  for (const route of site.pageOrder) {
    if (site.pages[route]?.head.localeRoutes?.[lang] === rest) return { lang, route }
  }
  return { lang, route: rest }
}

/**
 * A localized route as typed: one leading slash, no trailing one, no `.` or `..` segment, no
 * `?`, `#` or `\`, not under `/_tessera`, and unique among the routes the language's pages have.
 * `route` is the page's own route; an empty value means "the page's own route" and is valid.
 */
export function validateLocaleRoute(
  site: Site,
  route: string,
  lang: string,
  value: string,
): ValidationResult {
  if (value === '') return undefined
  if (
    value.length > MAX_ROUTE_LENGTH ||
    !value.startsWith('/') ||
    value === '/' ||
    value.endsWith('/') ||
    /[?#\\\s]/.test(value) ||
    [...value].some((c) => c.charCodeAt(0) < 0x20) ||
    value.split('/').some((segment, i) => i > 0 && (segment === '' || /^\.+$/.test(segment)))
  ) {
    return invalid('build.locale_route_format')
  }
  const lower = value.toLowerCase()
  if (lower === RESERVED_PREFIX || lower.startsWith(`${RESERVED_PREFIX}/`)) {
    return invalid('build.locale_route_reserved')
  }
  const taken = Object.keys(site.pages).some(
    (other) => other !== route && localizedRoute(site, other, lang) === value,
  )
  if (taken) return invalid('build.locale_route_unique')
  return undefined
}

const LANGUAGE_CODE = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/

/** The first localized route of the site that breaks a rule, with where it is; else undefined. */
export function localeRoutesProblem(
  site: Site,
): { field: string; error: NonNullable<ValidationResult> } | undefined {
  for (const route of site.pageOrder) {
    const routes = site.pages[route]?.head.localeRoutes ?? {}
    for (const [lang, value] of Object.entries(routes)) {
      const field = `pages[${JSON.stringify(route)}].head.localeRoutes[${JSON.stringify(lang)}]`
      if (!LANGUAGE_CODE.test(lang)) return { field, error: invalid('build.locale_route_language') }
      const error = validateLocaleRoute(site, route, lang, value)
      if (error) return { field, error }
    }
  }
  return undefined
}
