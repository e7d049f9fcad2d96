import { describe, expect, it } from 'vitest'
import { ApiError } from '@tessera/kit'
import {
  checkPassword,
  checkSiteName,
  checkSubdomain,
  defaultIdentityName,
  subdomainFor,
} from './account-rules.js'

function codeOf(fn: () => void): string | undefined {
  try {
    fn()
    return undefined
  } catch (error) {
    return error instanceof ApiError ? error.code : 'not-an-api-error'
  }
}

describe('account rules', () => {
  it('accepts passwords of 8 to 50 characters, counting characters not bytes', () => {
    expect(codeOf(() => checkPassword('1234567'))).toBe('password_length')
    expect(codeOf(() => checkPassword('12345678'))).toBeUndefined()
    expect(codeOf(() => checkPassword('x'.repeat(50)))).toBeUndefined()
    expect(codeOf(() => checkPassword('x'.repeat(51)))).toBe('password_length')
    expect(codeOf(() => checkPassword('密碼密碼密碼密碼'))).toBeUndefined()
    expect(codeOf(() => checkPassword('😀'.repeat(50)))).toBeUndefined()
  })

  it('checks names: 2 to 50 letters of any script, digits or spaces', () => {
    expect(codeOf(() => checkSiteName('My Site 2'))).toBeUndefined()
    expect(codeOf(() => checkSiteName('我的網站'))).toBeUndefined()
    expect(codeOf(() => checkSiteName('a'))).toBe('site_name')
    expect(codeOf(() => checkSiteName('  '))).toBe('site_name')
    expect(codeOf(() => checkSiteName('x'.repeat(51)))).toBe('site_name')
    expect(codeOf(() => checkSiteName("Robert'); DROP TABLE"))).toBe('site_name')
  })

  it.each([
    ['', 'site_subdomain_empty'],
    ['1abc', 'site_subdomain_format'],
    ['Abc', 'site_subdomain_format'],
    ['ab_c', 'site_subdomain_format'],
    ['abc-', 'site_subdomain_format'],
    ['a'.repeat(64), 'site_subdomain_format'],
    ['www', 'site_subdomain_reserved'],
    ['site-assets', 'site_subdomain_reserved'],
    ['s42', 'site_subdomain_reserved'],
    ['api', 'site_subdomain_reserved'],
  ])('rejects subdomain %j with %s', (subdomain, code) => {
    expect(codeOf(() => checkSubdomain(subdomain))).toBe(code)
  })

  it.each(['mysite', 'my-site-2', 's', 'sa1', 'a'.repeat(63)])(
    'accepts subdomain %j',
    (subdomain) => {
      expect(codeOf(() => checkSubdomain(subdomain))).toBeUndefined()
    },
  )

  it('gives new users an identity of "site" and 6 alphanumerics, with a valid subdomain', () => {
    for (let i = 0; i < 50; i++) {
      const name = defaultIdentityName()
      expect(name).toMatch(/^site[A-Za-z0-9]{6}$/)
      expect(codeOf(() => checkSubdomain(subdomainFor(name)))).toBeUndefined()
    }
    expect(subdomainFor('My  Site')).toBe('my-site')
  })
})
