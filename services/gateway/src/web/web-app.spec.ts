import { describe, expect, it } from 'vitest'
import { chooseEncoding, routePage } from './web-app.js'

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

describe('the document a page path is served from', () => {
  it("is the page's own, whatever its trailing slash", () => {
    expect(routePage('/login')).toBe('/routes/login.html')
    expect(routePage('/login/')).toBe('/routes/login.html')
    expect(routePage('/sites')).toBe('/routes/sites.html')
  })

  it("is the builder's one document for every site it edits", () => {
    expect(routePage('/build/scratch')).toBe('/routes/build.html')
    expect(routePage('/build/6a1f0c2e9b/')).toBe('/routes/build.html')
    expect(routePage('/builder')).toBe('/routes/builder.html')
  })
})
