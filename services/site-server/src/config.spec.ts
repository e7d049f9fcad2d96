import { describe, expect, it } from 'vitest'
import { loadSiteServerConfig, saveBodyLimit } from './config.js'

const env = {
  PORT: '8090',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x',
  REDIS_URL: 'redis://127.0.0.1:6379',
  AUTH_JWKS_URL: 'http://127.0.0.1:3001/.well-known/jwks.json',
}

describe('site-server config', () => {
  it("reads saves as large as its tier's largest: pages and history, escaped, and the rest", () => {
    expect(saveBodyLimit('Free')).toBe('12mb')
    expect(saveBodyLimit('Paid1')).toBe('12mb')
    expect(saveBodyLimit('Paid2')).toBe('41mb')
    expect(saveBodyLimit('Paid3')).toBe('384mb')
  })

  it('takes the limit from the tier unless BODY_LIMIT is set', () => {
    expect(loadSiteServerConfig({ ...env, SITE_SERVER_TIER: 'Paid2' }).BODY_LIMIT).toBe('41mb')
    expect(loadSiteServerConfig(env).BODY_LIMIT).toBe('12mb')
    expect(
      loadSiteServerConfig({ ...env, SITE_SERVER_TIER: 'Paid3', BODY_LIMIT: '1gb' }).BODY_LIMIT,
    ).toBe('1gb')
  })
})
