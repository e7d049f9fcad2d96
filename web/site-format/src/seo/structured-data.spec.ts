import { describe, expect, it } from 'vitest'
import { createSite } from '../defaults/index.js'
import type { SiteOrganization } from '../types/site.js'
import {
  articleProblem,
  articlesProblem,
  isIsoDate,
  organizationProblem,
} from './structured-data.js'
import { siteSeoProblem } from './site-seo.js'

const org = (change: Partial<SiteOrganization> = {}): SiteOrganization => ({
  type: 'LocalBusiness',
  name: 'Sunrise Bakery',
  logo: '/assets/logo.png',
  telephone: '+886 2 1234 5678',
  email: 'hello@sunrise.example',
  address: { street: '1 Bread Lane', country: 'TW' },
  openingHours: [{ days: ['Mo', 'Fr'], opens: '07:00', closes: '18:00' }],
  sameAs: ['https://instagram.com/sunrise'],
  ...change,
})

const problemOf = (o: SiteOrganization) => {
  const found = organizationProblem(o)
  return found && `${found.field}: ${found.error.key}`
}

describe('organizationProblem', () => {
  it('accepts a complete business', () => {
    expect(organizationProblem(org())).toBeUndefined()
    expect(organizationProblem({ type: 'Organization', name: 'Acme' })).toBeUndefined()
  })

  it('names the broken field', () => {
    expect(problemOf(org({ name: '  ' }))).toBe('name: build.jsonld_name')
    expect(problemOf(org({ name: 'x'.repeat(201) }))).toBe('name: build.jsonld_too_long')
    expect(problemOf(org({ type: 'Shop' as 'Organization' }))).toBe('type: build.jsonld_type')
    expect(problemOf(org({ logo: 'javascript:alert(1)' }))).toBe('logo: build.jsonld_picture')
    expect(problemOf(org({ telephone: 'call us' }))).toBe('telephone: build.jsonld_phone')
    expect(problemOf(org({ email: 'no-at.example' }))).toBe('email: build.jsonld_email')
    expect(problemOf(org({ address: { region: 'r'.repeat(201) } }))).toBe(
      'address.region: build.jsonld_too_long',
    )
    expect(problemOf(org({ openingHours: [{ days: [], opens: '07:00', closes: '18:00' }] }))).toBe(
      'openingHours[0].days: build.jsonld_days',
    )
    expect(
      problemOf(org({ openingHours: [{ days: ['Mo'], opens: '7:00', closes: '18:00' }] })),
    ).toBe('openingHours[0].opens: build.jsonld_time')
    expect(
      problemOf(org({ openingHours: [{ days: ['Mo'], opens: '07:00', closes: '24:00' }] })),
    ).toBe('openingHours[0].closes: build.jsonld_time')
    expect(
      problemOf(org({ openingHours: [{ days: ['Mo'], opens: '07:00', closes: '07:00' }] })),
    ).toBe('openingHours[0].closes: build.jsonld_time_same')
    expect(problemOf(org({ sameAs: ['instagram.com/x'] }))).toBe('sameAs[0]: build.jsonld_url')
  })

  it('is named under the SEO settings', () => {
    expect(siteSeoProblem({ organization: org({ email: 'x' }) })?.field).toBe('organization.email')
  })
})

describe('articles', () => {
  it('need real dates, the change not before the first publication', () => {
    expect(isIsoDate('2024-02-29')).toBe(true)
    expect(isIsoDate('2023-02-29')).toBe(false)
    expect(isIsoDate('2024-2-1')).toBe(false)
    expect(articleProblem({ author: 'Mei', published: '2026-03-01' })).toBeUndefined()
    expect(articleProblem({ published: '01/03/2026' })?.field).toBe('published')
    expect(articleProblem({ published: '2026-03-01', modified: '2026-02-01' })?.error.key).toBe(
      'build.jsonld_modified_before',
    )
  })

  it("are named by the page's route", () => {
    const site = createSite('Blog', { namespace: 'bl' })
    site.pages['/home']!.head.article = { modified: '2026-13-01' }
    expect(articlesProblem(site)?.field).toBe('pages["/home"].head.article.modified')
  })
})
