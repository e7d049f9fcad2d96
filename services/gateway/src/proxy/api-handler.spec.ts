import { describe, expect, it } from 'vitest'
import { apiPath } from './api-handler.js'

describe('apiPath', () => {
  it('gives what lies below /api, query included', () => {
    expect(apiPath('/api/users/1')).toBe('/users/1')
    expect(apiPath('/api/users?x=1')).toBe('/users?x=1')
    expect(apiPath('/api/')).toBe('/')
    expect(apiPath('/api')).toBe('/')
    expect(apiPath('/api?x=1')).toBe('/?x=1')
  })

  it('leaves every other path to Express, even one that starts with the same letters', () => {
    for (const url of ['/', '/apis', '/api-docs/x', '/health/ready', '/metrics', '/sites/api/1'])
      expect(apiPath(url), url).toBeUndefined()
  })
})
