import { ApiError } from '@tessera/kit'
import { describe, expect, it } from 'vitest'
import { checkAllowance, formatBytes, ASSET_ALLOWANCE } from './quota.js'
import { checkDeclaredFile, checkName } from './upload-rules.js'

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn()
    return undefined
  } catch (error) {
    return error instanceof ApiError ? error.code : 'not-an-api-error'
  }
}

describe('declared files (platform.md 5)', () => {
  it.each([
    [undefined, 10, 'invalid_file'],
    ['image/png', undefined, 'invalid_file'],
    ['image/png', 0, 'invalid_file'],
    ['image/png', -1, 'invalid_file'],
    ['image/png', 1.5, 'invalid_file'],
    ['image/png', 10_000_001, 'FILE_SIZE_BIG'],
    ['text/html', 10, 'FILE_TYPE'],
    ['image/jpg', 10, 'FILE_TYPE'],
    ['image/png', 10_000_000, undefined],
    ['text/javascript', 1, undefined],
  ])('%s of %s bytes: %s', (type, size, code) => {
    expect(codeOf(() => checkDeclaredFile(type, size))).toBe(code)
  })

  it('needs a name, trimmed', () => {
    expect(codeOf(() => checkName(undefined))).toBe('InvalidFormData')
    expect(codeOf(() => checkName('   '))).toBe('InvalidFormData')
    expect(checkName('  a.png ')).toBe('a.png')
  })
})

describe('asset allowance by plan (DESIGN.md)', () => {
  it('is 5MB, 50MB, 100MB and 1GB', () => {
    expect(
      Object.fromEntries(Object.entries(ASSET_ALLOWANCE).map(([k, v]) => [k, formatBytes(v)])),
    ).toEqual({ Free: '5MB', Paid1: '50MB', Paid2: '100MB', Paid3: '1GB' })
  })

  it('allows up to the allowance exactly, and refuses a byte more', () => {
    const free = ASSET_ALLOWANCE.Free
    expect(codeOf(() => checkAllowance('Free', free - 10, 10))).toBeUndefined()
    expect(codeOf(() => checkAllowance('Free', free - 10, 11))).toBe('AssetUsageExceeded')
    expect(codeOf(() => checkAllowance('Paid1', free, free))).toBeUndefined()
  })
})
