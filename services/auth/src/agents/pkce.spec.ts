import { describe, expect, it } from 'vitest'
import { s256, verifierMatches } from './pkce.js'

describe('PKCE S256', () => {
  it("matches RFC 7636's example", () => {
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'
    expect(s256(verifier)).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')
    expect(verifierMatches(verifier, 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')).toBe(true)
  })

  it('refuses another verifier, and one too short to be a verifier', () => {
    const challenge = s256('a'.repeat(43))
    expect(verifierMatches('b'.repeat(43), challenge)).toBe(false)
    expect(verifierMatches('short', s256('short'))).toBe(false)
  })
})
