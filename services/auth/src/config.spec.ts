import { describe, expect, it } from 'vitest'
import { authConfigSchema } from './config.js'

const config = (env: Record<string, string>) =>
  authConfigSchema.parse({
    PORT: '3001',
    DATABASE_URL: 'postgres://x@127.0.0.1/x',
    REDIS_URL: 'redis://127.0.0.1:6379',
    ...env,
  })

describe('auth settings', () => {
  it("hash passwords at argon2's default cost unless told otherwise", () => {
    expect(config({})).toMatchObject({
      PASSWORD_HASH_MEMORY_KIB: 65_536,
      PASSWORD_HASH_PASSES: 3,
      PASSWORD_HASH_LANES: 4,
    })
  })

  it('refuse a password hashing cost below the smallest recommended one', () => {
    expect(() => config({ PASSWORD_HASH_MEMORY_KIB: '4096' })).toThrow()
    expect(() => config({ PASSWORD_HASH_PASSES: '1' })).toThrow()
    expect(() => config({ PASSWORD_HASH_LANES: '0' })).toThrow()
    expect(
      config({
        PASSWORD_HASH_MEMORY_KIB: '19456',
        PASSWORD_HASH_PASSES: '2',
        PASSWORD_HASH_LANES: '1',
      }),
    ).toMatchObject({ PASSWORD_HASH_MEMORY_KIB: 19_456, PASSWORD_HASH_PASSES: 2 })
  })
})
