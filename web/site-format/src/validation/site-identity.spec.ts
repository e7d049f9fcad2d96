import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  RESERVED_SUBDOMAINS,
  subdomainFromName,
  validateCustomDomain,
  validateNamespace,
  validateSiteDeleteConfirm,
  validateSiteName,
  validateSubdomain,
} from './site-identity.js'

describe('site name: 2 to 50 letters, digits or spaces', () => {
  it.each(['My Site 2', 'ab', 'x'.repeat(50), '我的網站', 'Café 9'])('accepts %j', (name) => {
    expect(validateSiteName(name)).toBeUndefined()
  })

  it.each(['a', '', '  ', 'x'.repeat(51), 'my-site', 'my_site', 'site!', "Robert'); DROP"])(
    'rejects %j',
    (name) => {
      expect(validateSiteName(name)).toEqual({ key: 'errors.site_name' })
    },
  )
})

describe('namespace: 2 to 50 lowercase letters, digits or underscores', () => {
  it.each(['init', 'my_site_2', '__namespace__', 'ab', 'a'.repeat(50)])('accepts %j', (ns) => {
    expect(validateNamespace(ns)).toBeUndefined()
  })

  it.each(['a', '', 'a'.repeat(51), 'my-site', 'My_Site', 'my site', 'mysité'])(
    'rejects %j',
    (ns) => {
      expect(validateNamespace(ns)).toEqual({ key: 'errors.namespace' })
    },
  )
})

describe('subdomain', () => {
  it.each([
    ['', 'errors.site_subdomain_empty'],
    ['1abc', 'errors.site_subdomain_format'],
    ['-abc', 'errors.site_subdomain_format'],
    ['Abc', 'errors.site_subdomain_format'],
    ['ab_c', 'errors.site_subdomain_format'],
    ['ab.c', 'errors.site_subdomain_format'],
    ['abc-', 'errors.site_subdomain_format'],
    ['a'.repeat(64), 'errors.site_subdomain_format'],
    ['s1', 'errors.site_subdomain_reserved'],
    ['s42', 'errors.site_subdomain_reserved'],
    ...RESERVED_SUBDOMAINS.map((name) => [name, 'errors.site_subdomain_reserved']),
  ])('rejects %j with %s', (subdomain, key) => {
    expect(validateSubdomain(subdomain)).toEqual({ key })
  })

  it('reserves exactly the names the spec lists', () => {
    expect([...RESERVED_SUBDOMAINS].sort()).toEqual(
      ['admin', 'api', 'app', 'demo', 'site-assets', 'site-backups', 'stg', 'www'].sort(),
    )
  })

  it.each(['mysite', 'my-site-2', 's', 'sa1', 's1a', 'www2', 'apis', 'a'.repeat(63)])(
    'accepts %j',
    (subdomain) => {
      expect(validateSubdomain(subdomain)).toBeUndefined()
    },
  )
})

describe('subdomain from a name', () => {
  it.each([
    ['My Site', 'my-site'],
    ['42 Things', 'things'],
    ['Café Menu', 'caf-menu'],
    ['  Shop  2 ', 'shop-2'],
    ['www', 'site-www'],
    ['S12', 'site-s12'],
    ['網站', ''],
    ['', ''],
  ])('makes %j into %j', (name, subdomain) => {
    expect(subdomainFromName(name)).toBe(subdomain)
  })

  it('makes only subdomains the rules accept', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (name) => {
        const subdomain = subdomainFromName(name)
        expect(subdomain === '' || validateSubdomain(subdomain) === undefined).toBe(true)
      }),
    )
  })
})

describe('custom domain', () => {
  it.each(['example.com', 'www.example.co.uk', 'localhost:8080', 'a.b', 'my-site.io'])(
    'accepts %j',
    (domain) => {
      expect(validateCustomDomain(domain, 'tessera.app')).toBeUndefined()
    },
  )

  it.each([
    'example',
    '',
    '.com',
    'example.',
    ':8080',
    'http://example.com',
    'HTTP://example.com',
    'https://example.com',
    'exa mple.com',
  ])('rejects %j as an invalid domain', (domain) => {
    expect(validateCustomDomain(domain)).toEqual({ key: 'errors.custom_domain' })
  })

  it('refuses a domain that starts with the host it is served from', () => {
    expect(validateCustomDomain('tessera.app', 'tessera.app')).toEqual({
      key: 'errors.custom_domain_host',
      params: { host: 'tessera.app' },
    })
    expect(validateCustomDomain('Tessera.App.example.com', 'tessera.app')?.key).toBe(
      'errors.custom_domain_host',
    )
    expect(validateCustomDomain('my.tessera.app', 'tessera.app')).toBeUndefined()
    expect(validateCustomDomain('tessera.app', '')).toBeUndefined()
  })
})

describe('site delete confirmation', () => {
  it('needs the site name typed exactly', () => {
    expect(validateSiteDeleteConfirm('My Site', 'My Site')).toBeUndefined()
    expect(validateSiteDeleteConfirm('my site', 'My Site')).toEqual({ key: 'errors.site_confirm' })
    expect(validateSiteDeleteConfirm('', 'My Site')).toEqual({ key: 'errors.site_confirm' })
  })
})
