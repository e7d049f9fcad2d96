import { describe, expect, it } from 'vitest'
import { MAX_ICON_ADDRESS, siteSeoProblem } from './site-seo.js'

describe('the site icon setting', () => {
  it("takes an uploaded image's address", () => {
    expect(siteSeoProblem({ icon: 'https://assets.example.com/assets/a1/b2.png' })).toBeUndefined()
    expect(
      siteSeoProblem({ icon: 'http://127.0.0.1:9000/tessera/assets/a1/b2.png' }),
    ).toBeUndefined()
  })

  it('refuses a path, another scheme, spaces and an over-long address, naming the field', () => {
    const long = `https://assets.example.com/${'a'.repeat(MAX_ICON_ADDRESS)}.png`
    for (const icon of ['/logo.png', 'javascript:alert(1)', 'https://a.example/a b.png', long]) {
      expect(siteSeoProblem({ icon }), icon).toEqual({
        field: 'icon',
        error: { key: 'build.seo_icon' },
      })
    }
  })
})
