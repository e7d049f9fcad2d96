import { describe, expect, it } from 'vitest'
import { redirectUriMatches, redirectUriProblem } from './redirect-uris.js'

describe('redirectUriProblem', () => {
  it('takes https anywhere and http back to the same machine', () => {
    for (const uri of [
      'https://agent.example/callback',
      'http://localhost:33418/callback',
      'http://127.0.0.1/cb',
      'http://[::1]:8000/cb',
    ])
      expect(redirectUriProblem(uri), uri).toBeUndefined()
  })

  it('refuses plain http elsewhere, other schemes, fragments and non-URLs', () => {
    for (const uri of [
      'http://agent.example/callback',
      'http://localhost.evil.example/cb',
      'javascript:alert(1)',
      'https://agent.example/cb#x',
      'https://user:pw@agent.example/cb',
      'not a url',
    ])
      expect(redirectUriProblem(uri), uri).toBeDefined()
  })
})

describe('redirectUriMatches', () => {
  it('matches exactly, and a loopback redirect on any port', () => {
    expect(redirectUriMatches(['https://a.example/cb'], 'https://a.example/cb')).toBe(true)
    expect(redirectUriMatches(['http://127.0.0.1:3000/cb'], 'http://127.0.0.1:49152/cb')).toBe(true)
  })

  it('refuses anything else', () => {
    expect(redirectUriMatches(['https://a.example/cb'], 'https://a.example/cb2')).toBe(false)
    expect(redirectUriMatches(['https://a.example/cb'], 'https://a.example:8443/cb')).toBe(false)
    expect(redirectUriMatches(['http://127.0.0.1:3000/cb'], 'http://127.0.0.1:3000/other')).toBe(
      false,
    )
    expect(redirectUriMatches(['http://localhost/cb'], 'http://127.0.0.1/cb')).toBe(false)
  })
})
