import type { IntlShape } from 'react-intl'
import { isApiError } from '../api/api-error'
import { SITES_BASE_DOMAIN } from '../sites/site-address'
import { hasMessage } from './catalogues'
import type { MessageKey } from './message-key'

/** Anything the app shows as an error: a failed call, a failed rule, or a bare key. */
export type DisplayError =
  | { code?: string; message?: string; key?: never; params?: never }
  | { key: string; params?: Record<string, string | number>; code?: never; message?: never }

export function toDisplayError(error: unknown): DisplayError {
  if (isApiError(error)) return { code: error.code, message: error.message }
  if (error && typeof error === 'object' && 'key' in error && typeof error.key === 'string') {
    const { params } = error as { params?: Record<string, string | number> }
    return { key: error.key, params }
  }
  return { code: 'None' }
}

/**
 * Values any error message may use. The server sends a code alone, so a message reached by its
 * code (errors.custom_domain_host names the host) takes them from here.
 */
const sharedValues: Record<string, string | number> = { host: SITES_BASE_DOMAIN }

/**
 * The display rule (platform.md section 8): a code maps to errors.{code}; otherwise the server's
 * message; otherwise errors.None. A code of None with a fallback key uses the fallback.
 */
export function errorText(intl: IntlShape, error: DisplayError, fallback?: MessageKey): string {
  if (error.key !== undefined) {
    return hasMessage(error.key)
      ? intl.formatMessage({ id: error.key }, { ...sharedValues, ...error.params })
      : intl.formatMessage({ id: 'errors.None' })
  }
  if (error.code === 'None' && fallback) return intl.formatMessage({ id: fallback })
  const key = `errors.${error.code ?? ''}`
  if (error.code && hasMessage(key)) return intl.formatMessage({ id: key }, sharedValues)
  if (error.message) return error.message
  return intl.formatMessage({ id: 'errors.None' })
}
