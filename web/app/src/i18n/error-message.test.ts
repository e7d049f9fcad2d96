import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { ApiError, networkFailure } from '../api/api-error'
import { english } from './catalogues'
import en from './messages/en.json'
import { errorText, toDisplayError } from './error-message'

const intl = createIntl({ locale: 'en', messages: english })

describe('error display', () => {
  it('maps a code to errors.{code}', () => {
    expect(errorText(intl, toDisplayError(new ApiError(400, 'InvalidAuth', 'server words')))).toBe(
      en['errors.InvalidAuth'],
    )
    expect(errorText(intl, toDisplayError(networkFailure(502)))).toBe(en['errors.NETWORK_FAILURE'])
  })

  it("falls back to the server's message, then errors.None", () => {
    expect(errorText(intl, { code: 'BrandNewCode', message: 'Server says no' })).toBe(
      'Server says no',
    )
    expect(errorText(intl, { code: 'BrandNewCode', message: '' })).toBe(en['errors.None'])
    expect(errorText(intl, toDisplayError(new Error('boom')))).toBe(en['errors.None'])
  })

  it('uses the fallback key for a code of None', () => {
    expect(errorText(intl, { code: 'None', message: 'x' }, 'errors.confirm_failed')).toBe(
      en['errors.confirm_failed'],
    )
  })

  it('shows rule failures by key, with their parameters', () => {
    expect(
      errorText(intl, { key: 'errors.custom_domain_host', params: { host: 'tessera.site' } }),
    ).toBe('A custom domain cannot use tessera.site, where Tessera serves sites.')
    expect(errorText(intl, { key: 'errors.not_a_key' })).toBe(en['errors.None'])
  })

  it('names the host when the server refuses a domain on it by code alone', () => {
    expect(errorText(intl, { code: 'custom_domain_host', message: 'x' })).toBe(
      'A custom domain cannot use localhost, where Tessera serves sites.',
    )
  })
})
