import { describe, expect, it } from 'vitest'
import { chooseEncoding } from './web-app.js'

describe('content encoding negotiation', () => {
  const offered = ['br', 'gzip']

  it('prefers brotli whatever order the client lists them in', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', offered)).toBe('br')
    expect(chooseEncoding('br', offered)).toBe('br')
  })

  it('follows the q values, and never sends a refused or unnamed encoding', () => {
    expect(chooseEncoding('gzip', offered)).toBe('gzip')
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8', offered)).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip;q=0', offered)).toBeUndefined()
    expect(chooseEncoding('identity', offered)).toBeUndefined()
    expect(chooseEncoding('*', offered)).toBe('br')
    expect(chooseEncoding('*;q=0.1, br;q=0', offered)).toBe('gzip')
    expect(chooseEncoding(undefined, offered)).toBeUndefined()
    expect(chooseEncoding('gzip', ['br'])).toBeUndefined()
  })
})
