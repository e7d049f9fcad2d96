import { describe, expect, it } from 'vitest'
import { dnsName, verificationMatches } from './dns-verifier.js'

describe('domain verification', () => {
  const expected = 'tessera-verify=abc123'

  it('accepts the TXT record, also when split into chunks', () => {
    expect(verificationMatches({ txt: [[expected]], addresses: [] }, expected, '10.0.0.1')).toBe(
      true,
    )
    expect(
      verificationMatches(
        { txt: [['v=spf1 -all'], ['tessera-verify=', 'abc123']], addresses: [] },
        expected,
        '',
      ),
    ).toBe(true)
  })

  it('accepts an address record pointing at the site server', () => {
    expect(
      verificationMatches({ txt: [], addresses: ['1.2.3.4', '10.0.0.1'] }, expected, '10.0.0.1'),
    ).toBe(true)
  })

  it('refuses anything else: another token, another address, nothing', () => {
    expect(
      verificationMatches({ txt: [['tessera-verify=abc1234']], addresses: [] }, expected, ''),
    ).toBe(false)
    expect(verificationMatches({ txt: [], addresses: ['1.2.3.4'] }, expected, '10.0.0.1')).toBe(
      false,
    )
    expect(verificationMatches({ txt: [], addresses: [] }, expected, '')).toBe(false)
    expect(verificationMatches({ txt: [], addresses: [''] }, expected, '')).toBe(false)
  })

  it('looks up the host part of a domain', () => {
    expect(dnsName('shop.example.com')).toBe('shop.example.com')
    expect(dnsName('intranet:8080')).toBe('intranet')
    expect(dnsName('example.com.')).toBe('example.com')
  })
})
