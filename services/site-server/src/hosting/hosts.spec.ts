import { describe, expect, it } from 'vitest'
import { isOwnHost, parseHost, subdomainOf } from './hosts.js'

describe('hosts', () => {
  it('parses Host headers', () => {
    expect(parseHost('Shop.Localhost:8090')).toEqual({
      host: 'shop.localhost:8090',
      hostname: 'shop.localhost',
    })
    expect(parseHost('example.com.')).toEqual({ host: 'example.com', hostname: 'example.com' })
    expect(parseHost('[::1]:8090')?.hostname).toBe('[::1]')
    expect(parseHost(undefined)).toBeUndefined()
    expect(parseHost('')).toBeUndefined()
  })

  it('finds the subdomain of a site host, one label deep', () => {
    expect(subdomainOf('shop.localhost', 'localhost')).toBe('shop')
    expect(subdomainOf('a.b.localhost', 'localhost')).toBeUndefined()
    expect(subdomainOf('localhost', 'localhost')).toBeUndefined()
    expect(subdomainOf('shoplocalhost', 'localhost')).toBeUndefined()
    expect(subdomainOf('shop.tessera.site', 'tessera.site')).toBe('shop')
  })

  it('tells the server itself from sites', () => {
    const own = new Set(['localhost'])
    expect(isOwnHost('127.0.0.1', own)).toBe(true)
    expect(isOwnHost('[::1]', own)).toBe(true)
    expect(isOwnHost('localhost', own)).toBe(true)
    expect(isOwnHost('shop.localhost', own)).toBe(false)
    expect(isOwnHost('example.com', own)).toBe(false)
  })
})
