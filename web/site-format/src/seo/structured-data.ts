import type { PageArticle, SiteOrganization, Site, WeekDay } from '../types/site.js'
import { invalid, type ValidationError } from '../validation/validation-error.js'

export const WEEK_DAYS: readonly WeekDay[] = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
/** The longest name, author or address line, in characters. */
export const MAX_STRUCTURED_TEXT = 200
export const MAX_OPENING_HOURS = 14
export const MAX_SAME_AS = 10

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const PHONE = /^\+?[0-9][0-9 ().-]{2,30}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const HTTP = /^https?:\/\/[^\s/?#]+\S*$/i

/** A setting of the structured data that breaks a rule, with its path (`address.country`). */
export interface StructuredDataProblem {
  field: string
  error: ValidationError
}

const problem = (field: string, key: string, params?: Record<string, string | number>) => ({
  field,
  error: invalid(key, params ? { params } : undefined),
})

/** A picture: a site path or an http(s) address. */
const isPictureAddress = (value: string) =>
  HTTP.test(value) || (value.startsWith('/') && !value.startsWith('//') && !/\s/.test(value))

/** A calendar date `YYYY-MM-DD` that exists. */
export function isIsoDate(value: string): boolean {
  const match = DATE.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1
    ? date.getUTCDate() === day
    : false
}

function textProblem(field: string, value: string | undefined): StructuredDataProblem | undefined {
  if (value !== undefined && value.length > MAX_STRUCTURED_TEXT) {
    return problem(field, 'build.jsonld_too_long', { max: MAX_STRUCTURED_TEXT })
  }
  return undefined
}

/** The first broken field of the site's organisation; undefined when it can be published. */
export function organizationProblem(org: SiteOrganization): StructuredDataProblem | undefined {
  if (org.type !== 'Organization' && org.type !== 'LocalBusiness') {
    return problem('type', 'build.jsonld_type')
  }
  if (org.name.trim() === '') return problem('name', 'build.jsonld_name')
  const long = textProblem('name', org.name)
  if (long) return long
  if (org.logo !== undefined && !isPictureAddress(org.logo)) {
    return problem('logo', 'build.jsonld_picture')
  }
  if (org.telephone !== undefined && !PHONE.test(org.telephone)) {
    return problem('telephone', 'build.jsonld_phone')
  }
  if (org.email !== undefined && (!EMAIL.test(org.email) || org.email.length > 254)) {
    return problem('email', 'build.jsonld_email')
  }
  for (const key of ['street', 'locality', 'region', 'postalCode', 'country'] as const) {
    const found = textProblem(`address.${key}`, org.address?.[key])
    if (found) return found
  }
  const hours = org.openingHours ?? []
  if (hours.length > MAX_OPENING_HOURS) {
    return problem('openingHours', 'build.jsonld_hours_many', { max: MAX_OPENING_HOURS })
  }
  for (const [index, entry] of hours.entries()) {
    const at = `openingHours[${index}]`
    if (entry.days.length === 0 || entry.days.some((day) => !WEEK_DAYS.includes(day))) {
      return problem(`${at}.days`, 'build.jsonld_days')
    }
    if (!TIME.test(entry.opens)) return problem(`${at}.opens`, 'build.jsonld_time')
    if (!TIME.test(entry.closes)) return problem(`${at}.closes`, 'build.jsonld_time')
    if (entry.opens === entry.closes) return problem(`${at}.closes`, 'build.jsonld_time_same')
  }
  const sameAs = org.sameAs ?? []
  if (sameAs.length > MAX_SAME_AS) {
    return problem('sameAs', 'build.jsonld_same_as_many', { max: MAX_SAME_AS })
  }
  for (const [index, address] of sameAs.entries()) {
    if (!HTTP.test(address) || address.length > 2000) {
      return problem(`sameAs[${index}]`, 'build.jsonld_url')
    }
  }
  return undefined
}

/** The first broken field of a page's article details. */
export function articleProblem(article: PageArticle): StructuredDataProblem | undefined {
  const long = textProblem('author', article.author)
  if (long) return long
  if (article.published !== undefined && !isIsoDate(article.published)) {
    return problem('published', 'build.jsonld_date')
  }
  if (article.modified !== undefined && !isIsoDate(article.modified)) {
    return problem('modified', 'build.jsonld_date')
  }
  if (
    article.published !== undefined &&
    article.modified !== undefined &&
    article.modified < article.published
  ) {
    return problem('modified', 'build.jsonld_modified_before')
  }
  return undefined
}

/** The first page whose article details break a rule, named from the site's pages. */
export function articlesProblem(site: Site): StructuredDataProblem | undefined {
  for (const route of site.pageOrder) {
    const article = site.pages[route]?.head.article
    if (article === undefined) continue
    const found = articleProblem(article)
    if (found) {
      return { ...found, field: `pages[${JSON.stringify(route)}].head.article.${found.field}` }
    }
  }
  return undefined
}
