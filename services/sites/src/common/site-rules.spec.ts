import { ApiError } from '@tessera/kit'
import { validateSubdomain } from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import {
  checkCustomDomain,
  checkSiteName,
  checkSubdomain,
  subdomainFromName,
  withRandomSuffix,
} from './site-rules.js'

function codeOf(fn: () => void): string | undefined {
  try {
    fn()
    return undefined
  } catch (error) {
    return error instanceof ApiError ? error.code : 'not-an-api-error'
  }
}

describe('site rules', () => {
  it('checks names with the shared rule', () => {
    expect(codeOf(() => checkSiteName('My Site 2'))).toBeUndefined()
    expect(codeOf(() => checkSiteName('a'))).toBe('site_name')
    expect(codeOf(() => checkSiteName('no-hyphens'))).toBe('site_name')
  })

  it.each([
    ['', 'site_subdomain_empty'],
    ['9abc', 'site_subdomain_format'],
    ['www', 'site_subdomain_reserved'],
    ['s12', 'site_subdomain_reserved'],
  ])('rejects subdomain %j with %s', (subdomain, code) => {
    expect(codeOf(() => checkSubdomain(subdomain))).toBe(code)
  })

  it.each([
    ['example.com', undefined],
    ['shop.example.co.uk', undefined],
    ['intranet:8080', undefined],
    ['example', 'custom_domain'],
    ['http://example.com', 'custom_domain'],
    ['exa mple.com', 'custom_domain'],
    ['localhost.example.com', 'custom_domain_host'],
    ['shop.localhost', 'custom_domain_host'],
  ])('custom domain %j gives %s', (domain, code) => {
    expect(codeOf(() => checkCustomDomain(domain, 'localhost'))).toBe(code)
  })

  it('derives a valid subdomain from any name', () => {
    for (const name of ['My Site', '42 Things', '網站', 'www', 'S12', 'a', 'Café Menu']) {
      const subdomain = subdomainFromName(name)
      expect(validateSubdomain(subdomain), `${name} -> ${subdomain}`).toBeUndefined()
      expect(validateSubdomain(withRandomSuffix(subdomain))).toBeUndefined()
    }
    expect(subdomainFromName('My Site')).toBe('my-site')
    expect(subdomainFromName('42 Things')).toBe('things')
  })
})
