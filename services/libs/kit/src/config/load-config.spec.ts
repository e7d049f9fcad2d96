import { describe, expect, it } from 'vitest'
import { baseConfigSchema, ConfigError, loadConfig } from './load-config.js'

describe('loadConfig', () => {
  it('applies defaults and coerces numbers', () => {
    const config = loadConfig(baseConfigSchema, { PORT: '3001' })
    expect(config.PORT).toBe(3001)
    expect(config.LOG_LEVEL).toBe('info')
  })

  it('lists every problem at once', () => {
    let error: unknown
    try {
      loadConfig(baseConfigSchema, { PORT: 'eighty', LOG_LEVEL: 'loud' })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as Error).message).toMatch(/PORT/)
    expect((error as Error).message).toMatch(/LOG_LEVEL/)
  })
})
